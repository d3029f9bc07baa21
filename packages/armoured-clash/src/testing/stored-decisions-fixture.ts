import type { ArmyUnit, GameSetup } from '../game/army.js';
import type { Choice } from '../game/choice.js';
import { OPENING_CHOICES, rifles, skirmish } from './game-fixture.js';

/**
 * Games that reach, by their record alone (setup, seed, choices), the
 * decisions the Play page answers with its own panels: a Retaliation's
 * declaration and a demise's order. For the server's and the browser's tests.
 */

/** A's rifles fast enough to Charge B's rank 23" away at the start (twice 12"). */
const CHARGING_SPEED = 12;
/** B's rifles' Defence: A's charging attack leaves some of them to Retaliate. */
const STURDY = 4;
/** B's Tanks' Spectacular Demise (X): its X (the blasts' reach is the glossary's, whatever X). */
const DEMISE_X = 3;

/** The skirmish with A's rifles of Speed CHARGING_SPEED and `b` changing B's units. */
function withUnits(b: (units: readonly ArmyUnit[]) => ArmyUnit[]): GameSetup {
  const base = skirmish();
  const fast = (u: ArmyUnit): ArmyUnit =>
    u.id === 'a-rifles' ? { ...u, speed: CHARGING_SPEED } : u;
  return {
    ...base,
    generals: {
      a: { ...base.generals.a, units: base.generals.a.units.map(fast) },
      b: { ...base.generals.b, units: b(base.generals.b.units) },
    },
  };
}

/** The skirmish with A's rifles of Speed CHARGING_SPEED: a Charge from their deployment reaches B's rank. */
export function chargingSkirmish(): GameSetup {
  return withUnits((units) => [...units]);
}

/** A's rifles (Officer at (10, 6)) Activated, in their Movement Step; B's Officer at (10, 30). */
export const TO_CHARGE: readonly Choice[] = [
  ...OPENING_CHOICES,
  { kind: 'activate', unit: 'a-rifles' },
];

/** B's rifles of Defence STURDY, their Melee row with Precision and Overcharge (glossary). */
export function retaliatingSkirmish(): GameSetup {
  return withUnits((units) =>
    units.map((u) =>
      u.id !== 'b-rifles'
        ? u
        : {
            ...u,
            defence: STURDY,
            armaments: {
              ...u.armaments,
              rows: u.armaments.rows.map((row) =>
                row.attack === 'melee'
                  ? { ...row, qualities: [{ name: 'Precision' }, { name: 'Overcharge' }] }
                  : row,
              ),
            },
          },
    ),
  );
}

/** Seed 1: A's rifles Charge B's; B's rifles stand and are to Retaliate (decision retaliate, General B). */
export const TO_RETALIATION: readonly Choice[] = [
  ...TO_CHARGE,
  { kind: 'charge', target: 'b-rifles', at: [10, 29], facing: 90 },
];

/** B's Tanks one frail model with Spectacular Demise, and a third B unit, Guards. */
export function demisingSkirmish(): GameSetup {
  return withUnits((units) => [
    ...units.map((u) =>
      u.id !== 'b-tanks'
        ? u
        : {
            ...u,
            models: 1,
            defence: 1,
            damageLimit: 1,
            specialRules: [...u.specialRules, { name: 'Spectacular Demise', x: DEMISE_X }],
          },
    ),
    { ...rifles('b-guards'), name: 'Guards b-guards' },
  ]);
}

/** Seed whose Spectacular Demise die shows a Blank: a Cataclysmic Detonation. */
export const DEMISE_SEED = 4;

/**
 * B's Tanks deployed between B's Rifles and Guards; A's Tanks Destroy its last
 * model: with DEMISE_SEED, a Cataclysmic Detonation against both, whose order
 * General B gives (decision demiseOrder).
 */
export const TO_DEMISE_ORDER: readonly Choice[] = [
  { kind: 'deploy', unit: 'a-rifles', at: [10, 6], facing: 90 },
  { kind: 'deploy', unit: 'b-rifles', at: [10, 30], facing: 270 },
  { kind: 'deploy', unit: 'a-tanks', at: [24, 5], facing: 90 },
  { kind: 'deploy', unit: 'b-tanks', at: [16, 31], facing: 270 },
  { kind: 'deploy', unit: 'b-guards', at: [22, 30], facing: 270 },
  { kind: 'giveInitiative', to: 'a' },
  { kind: 'discard', cards: [] },
  { kind: 'discard', cards: [] },
  { kind: 'activate', unit: 'a-tanks' },
  { kind: 'hold' },
  { kind: 'rangedAttack', target: 'b-tanks' },
];
