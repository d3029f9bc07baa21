import type { Attack } from '../attack/attack.js';
import type { GameSetup } from '../game/army.js';
import { chargingUnit, moveIntoContact, plannedCharge } from '../game/charge-move.js';
import type { At } from '../game/choice.js';
import { declareCloseQuartersOvercharge } from '../game/close-quarters-overcharge.js';
import {
  type CloseQuartersPlan,
  type CloseQuartersStrikePlan,
  planCloseQuarters,
} from '../game/close-quarters-plan.js';
import { declareCloseQuartersPrecision } from '../game/close-quarters-precision.js';
import { closeQuartersPrecisionPicks } from '../game/precision-picks.js';
import { IllegalChoice } from '../game/rule-error.js';
import { type GameState } from '../game/state.js';
import { copyState } from '../game/copy-state.js';
import { tableOf } from '../game/table-of.js';
import { weaponUseOf } from '../game/weapon-use-of.js';
import type { RuleRegistry } from '../rules/registry.js';
import type { AttackOdds } from './attack-odds.js';
import { type OverchargeDecks, closeQuartersStrikeOdds } from './close-quarters-odds.js';
import { officerLostOdds } from './officer-lost-odds.js';

const OVERCHARGE = 'glossary: Overcharge';

/** A Charge not made yet: its target, and where it puts the charging unit's Officer, facing `facing` degrees. */
export interface ChargeAsked {
  readonly target: string;
  readonly at: At;
  readonly facing: number;
}

/** What the charging General declares with its Close Quarters Attack (choice closeQuartersAttack). */
export interface CloseQuartersDeclared {
  /** glossary: Precision — the target's models chosen, in order. */
  readonly precision?: readonly string[];
  /**
   * The decks of the units whose attack is Overcharged, by unit (glossary:
   * Overcharge): the charging unit's, a Retaliation's, or both.
   */
  readonly decks?: OverchargeDecks;
  /** What a Command received for the charging unit's attack adds to it (game/commands). */
  readonly boost?: (attack: Attack) => Attack;
  /**
   * rulebook pp.34-35: the target's General's standing order of preference
   * for its losses, when the asker may know it (odds/loss-order-seen.ts); the
   * engine's default order without it.
   */
  readonly targetLossOrder?: readonly string[];
}

/** A Close Quarters Combat's odds with its declarations. */
export interface DeclaredCloseQuartersOdds {
  /** The engine's plan, the charging unit's attack with what a Command adds. */
  readonly plan: CloseQuartersPlan;
  /** Each of `plan.strikes`, in order, with its exact odds. */
  readonly strikes: readonly (CloseQuartersStrikePlan & { readonly odds: AttackOdds })[];
  /** The units whose attack was weighed Overcharged. */
  readonly overcharged: readonly string[];
  /** glossary: Precision — the picks the charging unit's attack keeps (its Officer can acquire them), in order. */
  readonly precisionPicks?: readonly string[];
  /**
   * rulebook p.35 Loss of an Officer: the probability that the charging
   * unit's attack takes the target's Officer while a model is left, its
   * Precision's picks first, then the target's losses in `targetLossOrder`.
   */
  readonly officerLost?: number;
}

/** The combat's state: as it stands, or with the asked Charge made on a copy (planChargeCloseQuarters). */
function inContact(setup: GameSetup, state: GameState, charge: ChargeAsked | undefined): GameState {
  const contact = copyState(state);
  if (charge === undefined) return contact;
  const { activation, unitState } = chargingUnit(contact);
  const planned = plannedCharge(
    setup,
    contact,
    unitState.id,
    charge.target,
    charge.at,
    charge.facing,
  );
  moveIntoContact(setup, contact, activation, unitState, charge.target, planned);
  return contact;
}

/** An Overcharge weighed for a unit's attack: the charging unit's declared as the game declares it, another's row must have the quality. */
function checkOvercharged(
  setup: GameSetup,
  contact: GameState,
  plan: CloseQuartersPlan,
  unit: string,
): void {
  if (unit === plan.attacker) {
    declareCloseQuartersOvercharge(setup, contact);
    return;
  }
  const strike = plan.strikes.find((s) => s.attacker === unit);
  if (strike === undefined) {
    throw new IllegalChoice(OVERCHARGE, `${unit} makes no attack in this Close Quarters Combat`);
  }
  if (!weaponUseOf(strike.attack.weapon).overcharge) {
    throw new IllegalChoice(OVERCHARGE, `${unit}'s Close Quarters row has no Overcharge quality`);
  }
}

/**
 * The exact odds of the active unit's Close Quarters Combat (rulebook p.28)
 * with the declarations its attacks are made with: each unit `decks` names
 * Overcharged (glossary: Overcharge, the top card's Value weighed over those
 * cards: closeQuartersStrikeOdds; the charging unit's declared as the game
 * declares it, refused when its row lacks the quality), and the charging
 * General's Precision picks (declared as the game declares them, refused
 * with the reason; glossary: Precision), whose order the odds of its
 * Officer being lost follow; a Command's `boost` to the charging unit's
 * attack. `charge`: a Charge not made yet, made on a copy
 * first. Throws IllegalChoice with the rule a declaration breaks.
 */
export function declaredCloseQuartersOdds(
  setup: GameSetup,
  state: GameState,
  registry: RuleRegistry,
  declared: CloseQuartersDeclared,
  charge?: ChargeAsked,
): DeclaredCloseQuartersOdds {
  const contact = inContact(setup, state, charge);
  const { decks = {}, precision, boost = (attack: Attack) => attack } = declared;
  const before = planCloseQuarters(setup, contact);
  const overcharged = Object.keys(decks);
  for (const unit of overcharged) checkOvercharged(setup, contact, before, unit);
  if (precision !== undefined) declareCloseQuartersPrecision(setup, contact, precision);
  const planned = planCloseQuarters(setup, contact);
  const plan = {
    ...planned,
    strikes: planned.strikes.map((s) => (s.retaliation ? s : { ...s, attack: boost(s.attack) })),
  };
  const weighed = closeQuartersStrikeOdds(plan.strikes, registry, decks);
  const strikes = plan.strikes.map((strike, i) => ({ ...strike, odds: weighed[i] as AttackOdds }));
  const charging = strikes.find((s) => !s.retaliation);
  if (precision === undefined || charging === undefined) {
    return { plan, strikes, overcharged };
  }
  const picks = chargingPicks(setup, contact, charging.attack, plan, precision);
  const choice = { first: picks, preference: declared.targetLossOrder };
  const officerLost = officerLostOdds(
    setup,
    contact,
    { attacker: plan.attacker, target: plan.target, choice },
    charging.odds.modelsDestroyed,
  );
  return { plan, strikes, overcharged, precisionPicks: picks, officerLost };
}

/** glossary: Precision — the chosen models the charging unit's Officer can acquire, in order (game/precision-picks.ts). */
function chargingPicks(
  setup: GameSetup,
  contact: GameState,
  attack: Attack,
  plan: CloseQuartersPlan,
  chosen: readonly string[],
): readonly string[] {
  const target = contact.units[plan.target];
  if (target === undefined) return [];
  const parties = { attacker: plan.attacker, target };
  return closeQuartersPrecisionPicks(setup, tableOf(setup, contact), attack, parties, chosen);
}
