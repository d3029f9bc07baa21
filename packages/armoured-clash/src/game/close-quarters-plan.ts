import type { Attack } from '../attack/attack.js';
import type { GameSetup } from './army.js';
import { chargingUnit, moveIntoContact, plannedCharge } from './charge-move.js';
import type { At } from './choice.js';
import { closeQuartersAttack } from './close-quarters-attack.js';
import { closeQuartersSides } from './close-quarters-sides.js';
import { type GameState } from './state.js';
import { copyState } from './copy-state.js';

/** One attack of a Close Quarters Combat, worked out before any die is rolled. */
export interface CloseQuartersStrikePlan {
  /** The unit making it. */
  readonly attacker: string;
  readonly target: string;
  /** A Retaliation (rulebook p.28 step 3: the target's; p.29: a Secondary Combatant's), not the charging unit's attack. */
  readonly retaliation: boolean;
  /**
   * glossary: Overcharge declared for it already (a Retaliation's, choice
   * `retaliate`; the charging unit's is declared with its attack): the card is
   * not in `attack` (it is revealed as the attack is made), the odds weigh the deck.
   */
  readonly overcharged: boolean;
  readonly attack: Attack;
}

/** A Close Quarters Combat worked out before any die is rolled (rulebook p.28). */
export interface CloseQuartersPlan {
  /** The charging unit. */
  readonly attacker: string;
  /** The target of its Charge. */
  readonly target: string;
  readonly outflanked: boolean;
  readonly impeded: boolean;
  /** rulebook p.29 Secondary Combatants: the other enemy units in contact, whose Retaliations are among the strikes. */
  readonly secondaryCombatants: readonly string[];
  /** rulebook p.45 Storming a Building: the target Garrisons a building (half the attacker's Attack Dice). */
  readonly storming: boolean;
  readonly defensiveAdvantage: boolean;
  /**
   * The attacks in the order they are made, each as the units stand before the
   * first (a second attack is made with the models the first left: fewer dice
   * if it destroyed some). A side with no Close Quarters attack makes none.
   */
  readonly strikes: readonly CloseQuartersStrikePlan[];
}

/**
 * rulebook p.28 Close Quarters Attacks: the combat of the active unit and the
 * target of its Charge (with the Secondary Combatants' Retaliations, p.29, and
 * Storming a Building, p.45), as the game would make it now: the same order of
 * attacks (closeQuartersSides) and the same attacks (closeQuartersAttack:
 * dice, Combat Rating with Outflanking, Overwhelming, Supported, Suppressed,
 * Entrenched, Threatened and the rules' own, the target's Defence) the strikes
 * roll, so that odds and play cannot disagree. A Command is not counted.
 * Throws IllegalChoice when the unit has no Charge target to attack.
 */
export function planCloseQuarters(setup: GameSetup, state: GameState): CloseQuartersPlan {
  const {
    activation,
    attacker,
    target,
    secondaryCombatants,
    storming,
    defensiveAdvantage,
    strikes,
  } = closeQuartersSides(setup, state);
  return {
    attacker: attacker.id,
    target: target.id,
    outflanked: activation.charge?.outflanked === true,
    impeded: activation.charge?.impeded === true,
    secondaryCombatants: secondaryCombatants.map((u) => u.id),
    storming,
    defensiveAdvantage,
    strikes: strikes.flatMap((made) => {
      const attack = closeQuartersAttack(setup, state, made);
      return attack === undefined
        ? []
        : [
            {
              attacker: made.striker.id,
              target: made.struck.id,
              retaliation: !made.charged,
              overcharged: made.charged
                ? state.activation?.closeQuartersOvercharge === true
                : state.activation?.retaliations?.[made.striker.id]?.overcharge === true,
              attack,
            },
          ];
    }),
  };
}

/**
 * The Close Quarters Combat a Charge of the active unit (to `at`, facing
 * `facing` degrees) would begin: the Charge checked and made on a copy of the
 * state (Outflanking, Impeded, the statuses contact ends), then planned as
 * planCloseQuarters plans it. Read before the Charge: what may happen between
 * (a Reaction Step's Opportunity Fire, Shockwave) is not foreseen. Throws
 * IllegalChoice with the rule the Charge breaks.
 */
export function planChargeCloseQuarters(
  setup: GameSetup,
  state: GameState,
  targetId: string,
  at: At,
  facing: number,
): CloseQuartersPlan {
  const contact = copyState(state);
  const { activation, unitState } = chargingUnit(contact);
  const planned = plannedCharge(setup, contact, unitState.id, targetId, at, facing);
  moveIntoContact(setup, contact, activation, unitState, targetId, planned);
  return planCloseQuarters(setup, contact);
}
