import type { Morale } from '../attack/suppression.js';
import type { CardValueCounts } from '../cards/card-values.js';
import { modifiedDiscipline } from '../cards/discipline.js';
import type { SuppressionQuery } from '../odds/attack-odds.js';
import type { GameSetup } from './army.js';
import { armyUnit } from './army-unit.js';
import { steadiedByCommander } from './commander.js';
import { disciplineModifiers } from './discipline-modifiers.js';
import { peerReviewer } from './peer-review.js';
import { officerLostAfter } from './loss-sequence.js';
import { attackingUnit } from './open-formation-losses.js';
import type { GameState, UnitState } from './state.js';
import { tableOf } from './table-of.js';

/**
 * The target's standing for the Suppression Test of a Ranged Attack (rulebook
 * p.36), as the game takes it: its Discipline with the modifiers of where it
 * stands (Disordered, Terrifying (X), auras), Suppressed, Activated (Cryo), its
 * Break Limit, and whether a friendly Peer Review (X") passes the test.
 */
export function rangedTargetMorale(setup: GameSetup, state: GameState, targetId: string): Morale {
  const target = armyUnit(setup, targetId);
  const statuses = state.units[targetId]?.statuses ?? [];
  return {
    discipline: modifiedDiscipline(target.discipline, disciplineModifiers(setup, state, targetId)),
    suppressed: statuses.includes('suppressed'),
    activated: statuses.includes('activated'),
    passesAutomatically: peerReviewer(setup, state, targetId) !== undefined,
    ...(target.breakLimit === undefined ? {} : { breakLimit: target.breakLimit }),
  };
}

/**
 * The Suppression Test of a Ranged Attack against `targetId` as the exact odds
 * weigh it, the same the game takes (rangedTargetMorale), against `deck` (the
 * cards its General may draw), and whether a Disordered status it would gain
 * is lost at once within 6" of a friendly Commander (rulebook p.49). With
 * `losses` (the attacking unit, and the Exposed models the attack is limited
 * to, and Precision's picks: the Officer picked is the first loss; the
 * target's General's standing order, when the asker may know it:
 * odds/loss-order-seen.ts), the losses that take the Officer first, after
 * which the unit tests Disordered (rulebook p.35 Loss of an Officer), unless
 * the Commander steadies it.
 */
export function rangedSuppressionQuery(
  setup: GameSetup,
  state: GameState,
  targetId: string,
  deck: CardValueCounts,
  losses?: {
    readonly attacker: string;
    readonly among?: readonly string[] | undefined;
    /** glossary: Precision: the models the attacking General picked, in order (game/precision-picks.ts). */
    readonly first?: readonly string[] | undefined;
    /** rulebook pp.34-35: the target's General's order of preference the losses follow (game/loss-preference.ts). */
    readonly preference?: readonly string[] | undefined;
  },
): SuppressionQuery {
  const unit = state.units[targetId];
  const steadied = unit !== undefined && steadiedByCommander(setup, state, unit);
  const morale = rangedTargetMorale(setup, state, targetId);
  if (losses === undefined || unit === undefined || steadied) return { morale, deck, steadied };
  const from = attackingUnit(tableOf(setup, state), losses.attacker);
  const { among, first, preference } = losses;
  const after = officerLostAfter(setup, unit, from, { among, first, preference });
  if (after === undefined) return { morale, deck, steadied };
  const disordered: UnitState = { ...unit, statuses: [...unit.statuses, 'disordered'] };
  const units = { ...state.units, [targetId]: disordered };
  const lostMorale = rangedTargetMorale(setup, { ...state, units }, targetId);
  return { morale, deck, steadied, officerLost: { after, morale: lostMorale } };
}
