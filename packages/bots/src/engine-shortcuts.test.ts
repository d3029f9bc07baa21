import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  type At,
  IllegalChoice,
  chargeTargets,
  mayChargeTarget,
  placeFromReserve,
  placeFromReserveOrRefusal,
  tableOf,
} from '@warroom/armoured-clash';
import { airSkirmish, skirmish } from '@warroom/armoured-clash/testing';
import { nextInt, seedRng } from '@warroom/engine';
import { playedStates } from './seeded-games-fixture.js';

/** Seeded games played between random bots for each setup. */
const GAMES = 3;

/** Places tried for each unit in Reserve at each state of a game. */
const RESERVE_PLACES = 12;

/** How far from an edge the places tried for a unit in Reserve are (inches). */
const NEAR_EDGE = 4;

/** The rule and message placeFromReserve throws, or undefined when it places the unit. */
function thrownRefusal(place: () => unknown): string | undefined {
  try {
    place();
    return undefined;
  } catch (error) {
    if (error instanceof IllegalChoice) return `${error.rule}: ${error.message}`;
    throw error;
  }
}

const SETUPS = [
  ['the skirmish', skirmish()],
  ['the skirmish with fighters in Reserve', airSkirmish()],
] as const;

describe('shortcuts the engine takes for speed give the answers of the full checks', () => {
  it('rulebook p.11 Measuring Distances: the table kept between decisions is the table drawn anew, at every state of seeded games', () => {
    for (const [name, setup] of SETUPS) {
      for (let game = 0; game < GAMES; game++) {
        for (const { state } of playedStates(setup, `table ${game}`)) {
          // A copy of the setup is a setup nothing was kept for: its table is drawn anew.
          assert.deepEqual(tableOf(setup, state), tableOf({ ...setup }, state), name);
        }
      }
    }
  });

  it('rulebook p.24 Charge: the targets listed when read and the check of one target agree with chargeTargets', () => {
    let charges = 0;
    for (const [name, setup] of SETUPS) {
      for (let game = 0; game < GAMES; game++) {
        for (const { state, decision } of playedStates(setup, `charge ${game}`)) {
          for (const constraint of decision.constraints ?? []) {
            if (constraint.kind !== 'charge') continue;
            assert.deepEqual(
              constraint.targets,
              chargeTargets(setup, state, constraint.unit),
              name,
            );
          }
          for (const unit of Object.keys(state.units)) {
            const targets = chargeTargets(setup, state, unit);
            charges += targets.length;
            for (const target of [...Object.keys(state.units), 'nobody', 'constructor']) {
              assert.equal(
                mayChargeTarget(setup, state, unit, target),
                targets.includes(target),
                `${name}: ${unit} against ${target}`,
              );
            }
          }
        }
      }
    }
    assert.ok(charges > 0, 'some units could Charge');
  });

  it('rulebook p.21 Deploying a Unit from Reserve: the refusal returned is the one placeFromReserve throws', () => {
    const setup = airSkirmish();
    const rng = seedRng('reserve places');
    const { width, depth } = setup.battlefield;
    const verdicts = new Set<string>();
    for (let game = 0; game < GAMES; game++) {
      for (const { state } of playedStates(setup, `reserves ${game}`)) {
        for (const unit of Object.values(state.units).filter((u) => u.inReserve)) {
          for (let i = 0; i < RESERVE_PLACES; i++) {
            // Near one of the four edges, where the unit may touch it.
            const along = nextInt(rng, width * 10) / 10;
            const off = nextInt(rng, NEAR_EDGE * 10) / 10;
            const edges: readonly At[] = [
              [along, off],
              [along, depth - off],
              [off, along],
              [width - off, along],
            ];
            const at = edges[nextInt(rng, edges.length)];
            assert.ok(at !== undefined);
            const facing = 90 * nextInt(rng, 4);
            const thrown = thrownRefusal(() => placeFromReserve(setup, state, unit.id, at, facing));
            const placed = placeFromReserveOrRefusal(setup, state, unit.id, at, facing);
            const refused = placed instanceof IllegalChoice ? placed : undefined;
            const returned = refused && `${refused.rule}: ${refused.message}`;
            assert.equal(returned, thrown, `${unit.id} at ${at.join(', ')} facing ${facing}`);
            verdicts.add(refused?.rule ?? 'placed');
          }
        }
      }
    }
    assert.ok(
      verdicts.has('placed') && verdicts.size > 2,
      `places accepted and refused by more than one rule: ${[...verdicts].join('; ')}`,
    );
  });
});
