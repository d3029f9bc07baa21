import fc from 'fast-check';
import type { GameSetup } from '../game/army.js';
import type { GameState } from '../game/state.js';
import type { RuleRef } from '../rules/rule-ref.js';
import { opened } from './clash-fixture.js';
import { skirmish } from './game-fixture.js';
import { rangedRowWith } from './gun-fixture.js';

/*
 * Seeded layouts of the skirmish for tests that compare a Target Acquisition
 * shortcut with the long way, over each way a row confirms it.
 */

/** The skirmish's battlefield is 36" square (testing/game-fixture.ts). */
const SIDE = 36;
const FULL_TURN = 360;

/** The skirmish with every Ranged row of every unit bearing `qualities`. */
export function skirmishWith(qualities: readonly RuleRef[]): GameSetup {
  const base = skirmish();
  const armed = (units: GameSetup['generals']['a']['units']) =>
    units.map((u) => rangedRowWith('heavy', ...qualities)(rangedRowWith('light', ...qualities)(u)));
  return {
    ...base,
    generals: {
      a: { ...base.generals.a, units: armed(base.generals.a.units) },
      b: { ...base.generals.b, units: armed(base.generals.b.units) },
    },
  };
}

/** rulebook p.17: the Officer's own eyes; glossary: Turret; Indirect, Trap and Trail, which confirm in their own ways. */
export const ROUTES: readonly (readonly [string, readonly RuleRef[]])[] = [
  ['the Officer', []],
  ['Turret', [{ name: 'Turret' }]],
  ['Indirect', [{ name: 'Indirect' }]],
  ['Trap', [{ name: 'Trap' }]],
  ['Trail', [{ name: 'Trail' }]],
];

/** Where a unit's first model stands and faces, and whether it is exposed to a Trap and was moved through (Trail). */
export const place = fc.tuple(
  fc.double({ min: 2, max: SIDE - 2, noNaN: true }),
  fc.double({ min: 2, max: SIDE - 2, noNaN: true }),
  fc.double({ min: 0, max: FULL_TURN, noNaN: true }),
  fc.boolean(),
);
export type Place = readonly [number, number, number, boolean];

/** The opened skirmish with each unit moved, all its models alike, so that its first model stands at `at`. */
export function movedTo(setup: GameSetup, at: readonly Place[]): GameState {
  const state = opened(setup);
  Object.values(state.units).forEach((unit, i) => {
    const [x, y, facing, trapped] = at[i] ?? [0, 0, 0, false];
    const first = unit.models[0];
    if (trapped) unit.trapExposed = true;
    if (first === undefined) return;
    const turn = (facing * Math.PI) / (FULL_TURN / 2);
    unit.models = unit.models.map((m) => ({
      ...m,
      x: m.x - first.x + x,
      y: m.y - first.y + y,
      facing: turn,
    }));
  });
  return state;
}
