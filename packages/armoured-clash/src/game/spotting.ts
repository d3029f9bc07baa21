import { lineOfSight } from '../battlefield/line-of-sight.js';
import { type Table, modelsOf } from '../battlefield/table.js';
import type { GameSetup } from './army.js';
import type { Choice } from './choice.js';
import { rangedRow } from './ranged-attack.js';
import type { GameState, UnitState } from './state.js';
import { armyUnit } from './army-unit.js';
import { tableOf } from './table-of.js';
import { acquisitionRoute } from './acquisition-route.js';
import { unitStep } from './unit-rules.js';

/** The rule a Spotting unit refused is refused under. */
export const SPOTTERS_RULE = 'glossary: Spotters';

/** Whether the Officer of `spotter` has Clear or Obscured Line of Sight to at least half the target's models. */
function seesHalf(table: Table, spotter: UnitState, targetId: string): boolean {
  const officer = table.models.find((m) => m.id === spotter.officer);
  const models = modelsOf(table, targetId);
  if (officer === undefined || models.length === 0) return false;
  const seen = models.filter(
    (m) =>
      lineOfSight(table, officer, m, { rangedAttack: true, untilBlocked: true }).visibility !==
      'blocked',
  ).length;
  return 2 * seen >= models.length;
}

/**
 * Why `spotterId` cannot be nominated as the Spotting unit of the active
 * unit's Ranged Attack against `targetId`, or undefined when it can: the
 * attack is made with the Indirect quality; the Spotting unit is a friendly
 * unit with Spotters and the On Lookout status, not Suppressed, anywhere on
 * the battlefield, whose Officer has Clear or Obscured Line of Sight to at
 * least half of the models in the target unit.
 */
export function spotterRefusal(
  setup: GameSetup,
  state: GameState,
  attackerId: string,
  targetId: string,
  spotterId: string,
): string | undefined {
  const row = rangedRow(armyUnit(setup, attackerId), armyUnit(setup, targetId));
  // Game step targetAcquisition: glossary Indirect.
  if (!acquisitionRoute(row).friendlyVisibility) {
    return 'only an attack with the Indirect quality can be Spotted';
  }
  const spotter = state.units[spotterId];
  const attacker = state.units[attackerId];
  const profile = armyUnit(setup, spotterId);
  if (spotter === undefined || spotter.side !== attacker?.side || spotterId === attackerId) {
    return `${profile.name} is not another friendly unit`;
  }
  const spotting =
    spotter.statuses.includes('onLookout') && unitStep(setup, spotterId, 'spottingUnit', false);
  if (!spotting || !spotter.deployed || spotter.annihilated) {
    return `${profile.name} is not a Spotting unit (Spotters, On Lookout)`;
  }
  if (spotter.statuses.includes('suppressed')) return `${profile.name} is Suppressed`;
  if (!seesHalf(tableOf(setup, state), spotter, targetId)) {
    return `the Officer of ${profile.name} cannot see half of the models of ${armyUnit(setup, targetId).name}`;
  }
  return undefined;
}

/** The Ranged Attacks of the Attack Step with a Spotting unit nominated: one per target and Spotting unit. */
export function spottedAttacks(
  setup: GameSetup,
  state: GameState,
  targets: readonly string[],
): Choice[] {
  const attacker = state.activation?.unit;
  if (attacker === undefined) return [];
  const side = state.units[attacker]?.side;
  const spotters = Object.values(state.units).filter(
    (u) => u.side === side && u.statuses.includes('onLookout') && u.id !== attacker,
  );
  return targets.flatMap((target) =>
    spotters
      .filter((s) => spotterRefusal(setup, state, attacker, target, s.id) === undefined)
      .map((s): Choice => ({ kind: 'rangedAttack', target, spotter: s.id })),
  );
}
