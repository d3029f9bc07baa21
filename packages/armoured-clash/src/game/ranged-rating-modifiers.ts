import type { CombatRatingCause, CombatRatingModifier } from '../dice/combat-rating.js';
import type { GameSetup } from './army.js';
import { ammoSupplyBonuses } from './ammo-supply.js';
import { type TableState } from './table-of.js';

/** What a Ranged Attack's Combat Rating Bonuses and Penalties are read from (rulebook p.26). */
export interface RangedRatingSituation {
  readonly aimed: boolean;
  readonly withinShortRange: boolean;
  readonly concealed: boolean;
  readonly suppressed: boolean;
  readonly opportunityFire: boolean;
  readonly reforming: boolean;
}

function bonus(source: string, cause: CombatRatingCause): CombatRatingModifier {
  return { source, effect: 'bonus', cause };
}

function penalty(source: string, cause: CombatRatingCause): CombatRatingModifier {
  return { source, effect: 'penalty', cause };
}

/**
 * rulebook p.26 Combat Rating Bonuses and Penalties of a Ranged Attack, named
 * (Lock On and Torrent cancel theirs): Aiming, Short Range, Ammo Supply (X);
 * Concealed, Suppressed, Opportunity Fire, Reforming.
 */
export function rangedRatingModifiers(
  setup: GameSetup,
  state: TableState,
  attackerId: string,
  situation: RangedRatingSituation,
): CombatRatingModifier[] {
  return [
    ...(situation.aimed ? [bonus('Aiming', 'other')] : []),
    ...(situation.withinShortRange ? [bonus('Short Range', 'other')] : []),
    ...ammoSupplyBonuses(setup, state, attackerId),
    ...(situation.concealed ? [penalty('Concealed', 'concealed')] : []),
    ...(situation.suppressed ? [penalty('Suppressed', 'other')] : []),
    ...(situation.opportunityFire ? [penalty('Opportunity Fire', 'opportunityFire')] : []),
    ...(situation.reforming ? [penalty('Reforming', 'other')] : []),
  ];
}
