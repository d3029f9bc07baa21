import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  type At,
  type OccasionKind,
  acquisitionConfirmed,
  cardRefusal,
  commandPossible,
  handCommandCards,
  lazySightIndex,
  manoeuvreAllowed,
  plannedManoeuvre,
  tableOf,
  unitRefusal,
} from '@warroom/armoured-clash';
import { airSkirmish, commandSkirmish, skirmish } from '@warroom/armoured-clash/testing';
import { nextInt, seedRng } from '@warroom/engine';
import { playedStates } from './seeded-games-fixture.js';

/** Seeded games played between random bots for each setup. */
const GAMES = 2;

/** Moves tried for each Advance the game asks for. */
const MOVES_TRIED = 8;

/** The moments a Command may be issued at, with a card whose Condition names them. */
const OCCASIONS: readonly OccasionKind[] = [
  'activate',
  'doubleTime',
  'rangedAttack',
  'closeQuartersAttack',
  'suppressionTest',
  'targetedByRangedAttack',
  'enemyEndsMove',
];

const SETUPS = [
  ['the skirmish', skirmish()],
  ['the skirmish with fighters in Reserve', airSkirmish()],
] as const;

describe('what the engine remembers or asks first for speed gives the answers worked out afresh', () => {
  it('rulebook p.37 Issuing Commands: the cards that may be issued, and whether the game waits for a General, agree with asking cardRefusal of every card, at every state of seeded games', () => {
    let possible = 0;
    for (const [name, setup] of [
      ...SETUPS,
      ['the skirmish with Command cards', commandSkirmish()],
    ] as const) {
      for (let game = 0; game < GAMES; game++) {
        for (const { state } of playedStates(setup, `commands ${game}`)) {
          for (const unit of Object.values(state.units)) {
            const cards = setup.generals[unit.side].deck.cards;
            const hand = state.players[unit.side].deck.hand;
            const refused = unitRefusal(setup, state, unit.side, unit.id) !== undefined;
            for (const occasion of OCCASIONS) {
              const issuable = (card: number) =>
                cardRefusal(setup, state, unit.side, unit.id, card, occasion) === undefined;
              const waits = hand.length > 0 && !refused && cards.some((_, card) => issuable(card));
              const where = `${name}: ${unit.id} at ${occasion}`;
              assert.equal(commandPossible(setup, state, unit.id, occasion), waits, where);
              assert.deepEqual(
                handCommandCards(setup, state, unit.id, occasion),
                refused ? [] : hand.filter(issuable),
                where,
              );
              if (waits) possible++;
            }
          }
        }
      }
    }
    assert.ok(possible > 0, 'a Command was possible now and then');
  });

  it('rulebook p.26 Target Acquisition: the answer remembered for a table is the one worked out on the table drawn anew', () => {
    let confirmed = 0;
    for (const [name, setup] of SETUPS) {
      for (let game = 0; game < GAMES; game++) {
        for (const { state } of playedStates(setup, `acquisition ${game}`)) {
          const table = tableOf(setup, state);
          // A copy of the setup is a setup nothing was kept for: its table and answers are new.
          const anew = { ...setup };
          const drawn = tableOf(anew, state);
          for (const attacker of table.units.values()) {
            for (const target of table.units.values()) {
              if (attacker.side === target.side) continue;
              const kept = acquisitionConfirmed(
                setup,
                table,
                lazySightIndex(table),
                attacker.id,
                target.id,
              );
              const fresh = acquisitionConfirmed(
                anew,
                drawn,
                lazySightIndex(drawn),
                attacker.id,
                target.id,
              );
              assert.equal(kept, fresh, `${name}: ${attacker.id} on ${target.id}`);
              if (kept) confirmed++;
            }
          }
        }
      }
    }
    assert.ok(confirmed > 0, 'some targets were acquired');
  });

  it('rulebook p.24 Advance: a manoeuvre a bot found allowed is made as the same manoeuvre checked anew', () => {
    const rng = seedRng('moves tried');
    let allowed = 0;
    for (const [name, setup] of SETUPS) {
      for (let game = 0; game < GAMES; game++) {
        for (const { state, decision } of playedStates(setup, `moves ${game}`)) {
          for (const constraint of decision.constraints ?? []) {
            if (constraint.kind !== 'advance') continue;
            const unit: string = constraint.unit;
            const officer = state.units[unit]?.models[0];
            if (officer === undefined) continue;
            for (let i = 0; i < MOVES_TRIED; i++) {
              const reach = Math.round(constraint.limit * 10);
              const at: At = [
                officer.x + (nextInt(rng, 2 * reach + 1) - reach) / 10,
                officer.y + (nextInt(rng, 2 * reach + 1) - reach) / 10,
              ];
              const facing = 45 * nextInt(rng, 8);
              if (!manoeuvreAllowed(setup, state, unit, 'advance', at, facing)) continue;
              allowed++;
              assert.deepEqual(
                plannedManoeuvre(setup, state, unit, 'advance', at, facing),
                plannedManoeuvre({ ...setup }, state, unit, 'advance', at, facing),
                `${name}: ${unit} to ${at.join(', ')} facing ${facing}`,
              );
            }
          }
        }
      }
    }
    assert.ok(allowed > 0, 'some manoeuvres were allowed');
  });
});
