import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { seedRng } from '@warroom/engine';
import { applyChoice } from '../apply-choice.js';
import type { ArmyUnit, GameSetup } from '../army.js';
import type { Choice } from '../choice.js';
import type { GameState } from '../state.js';
import { transportOpened, transportSkirmish } from './transport-fixture.js';

/** A's tanks Open Top, Occupied by A's rifles whose Ranged rows have Precision (or not). */
function occupiedSetup(precision: boolean): GameSetup {
  const base = transportSkirmish(3, true, [], [{ name: 'Open Top' }]);
  const sharp = (u: ArmyUnit): ArmyUnit =>
    u.id !== 'a-rifles' || !precision
      ? u
      : {
          ...u,
          models: 2,
          armaments: {
            ...u.armaments,
            rows: u.armaments.rows.map((r) =>
              r.attack === 'ranged'
                ? { ...r, qualities: [...r.qualities, { name: 'Precision' }] }
                : r,
            ),
          },
        };
  return {
    ...base,
    generals: {
      ...base.generals,
      a: { ...base.generals.a, units: base.generals.a.units.map(sharp) },
    },
  };
}

/** The Open Top attack offered: B's rifles 10" ahead of A's tanks, which held; the generator at `seed`. */
function offered(setup: GameSetup, seed: number): GameState {
  let state = transportOpened(setup);
  const rifles = state.units['b-rifles']!;
  rifles.models = rifles.models.map((m) => ({ ...m, x: m.x + 10, y: m.y - 15 }));
  const choices: Choice[] = [
    { kind: 'activate', unit: 'a-tanks' },
    { kind: 'hold' },
    { kind: 'hold' },
  ];
  for (const choice of choices) state = applyChoice(setup, state, choice).state;
  state.rng = seedRng(seed);
  return state;
}

const SEED = 5;

/** The Open Top attack made with the grid of A's rifles at B's rifles (with `precision`, or without). */
function openTop(setup: GameSetup, precision?: readonly string[]) {
  return applyChoice(setup, offered(setup, SEED), {
    kind: 'openTopAttack',
    unit: 'a-rifles',
    target: 'b-rifles',
    ...(precision === undefined ? {} : { precision }),
  });
}

const left = (state: GameState): string[] => state.units['b-rifles']!.models.map((m) => m.id);

describe('glossary: Precision with Open Top', () => {
  it("glossary: Precision, rulebook pp.34-35: seed 5, the Open Top attack with a Precision row Destroys #6 and #5, as chosen (of the single rank of six, #6 the only end keeping the Officer the centre; then #5, an end of the five left, not the usual #4), acquired by the Open Top unit's Officer", () => {
    const { state, events } = openTop(occupiedSetup(true), ['b-rifles#6', 'b-rifles#5']);
    assert.match(
      events.find((e) => e.kind === 'rangedAttack')?.text ?? '',
      /2 damage, 2 destroyed$/,
    );
    assert.deepEqual(left(state), ['b-rifles#1', 'b-rifles#2', 'b-rifles#3', 'b-rifles#4']);
  });

  it('glossary: Precision: the same roll without a choice Destroys by the usual rules (rulebook p.34): #4 and #6', () => {
    const { state } = openTop(occupiedSetup(true));
    assert.deepEqual(left(state), ['b-rifles#1', 'b-rifles#2', 'b-rifles#3', 'b-rifles#5']);
  });

  it('glossary: Precision: refused for a row without the quality, and for a model not of the target', () => {
    assert.throws(
      () => openTop(occupiedSetup(false), ['b-rifles#4']),
      /the attack has no Precision/,
    );
    assert.throws(() => openTop(occupiedSetup(true), ['b-tanks#1']), /not a model of b-rifles/);
  });
});
