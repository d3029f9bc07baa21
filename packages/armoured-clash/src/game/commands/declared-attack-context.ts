import type { Attack } from '../../attack/attack.js';
import type { GameSetup } from '../army.js';
import { armyUnit } from '../army-unit.js';
import { type GameEvent, event } from '../events.js';
import { overcharged } from '../overcharge.js';
import { IllegalChoice } from '../rule-error.js';
import { SPOTTERS_RULE, spotterRefusal } from '../spotting.js';
import { standingLossOrder } from '../standing-loss-order.js';
import type { GameState } from '../state.js';
import { dropStatuses } from '../statuses.js';
import type { PendingCommand } from './pending-command.js';
import { withReceivedCommand } from './received-boost.js';

/** What the General declared with a Ranged Attack that its plan reads (rulebook p.26). */
interface DeclaredChoices {
  readonly prioritiseExposed?: boolean | undefined;
  readonly precision?: readonly string[] | undefined;
}

/**
 * What a Ranged Attack's plan reads of what its General declared with it, as
 * it is checked then: the Exposed models it prioritises (rulebook p.26
 * Exposed Models) and the models Precision chooses (glossary: Precision).
 */
export function declaredChoices(declared: DeclaredChoices): {
  readonly prioritiseExposed?: true;
  readonly precision?: readonly string[];
} {
  const { prioritiseExposed, precision } = declared;
  return {
    ...(prioritiseExposed === true ? { prioritiseExposed } : {}),
    ...(precision === undefined ? {} : { precision }),
  };
}

/**
 * What a declared Ranged Attack's plan reads as the attack is made against
 * `target`, the Attack Step's (commands/declared-attack.ts) as the Interception
 * Sortie's (aircraft/interception-attack.ts): the Exposed models it prioritises
 * (rulebook p.26: the only ones it can Destroy), the models Precision chose
 * that still stand (glossary: Precision: checked as declared; an attack made
 * since may have Destroyed some, and a pick no longer one the General may
 * choose is skipped, not refused: `picksAhead`), and the order of losses its
 * target's General gave as it waited (rulebook pp.34-35: `targetLosses`), else
 * that General's standing order (game/standing-loss-order.ts): read by the
 * plan as by the losses, so the Defence each loss reads (glossary:
 * Emplacement) is the Defence of the model then removed.
 */
export function declaredAttackContext(
  state: GameState,
  target: string,
  declared: DeclaredChoices & { readonly targetLosses?: readonly string[] | undefined },
): {
  readonly prioritiseExposed?: true;
  readonly precision?: readonly string[];
  readonly picksAhead?: true;
  readonly lossPreference?: readonly string[];
} {
  const targeted = state.units[target];
  const precision = declared.precision?.filter((id) => targeted?.models.some((m) => m.id === id));
  // rulebook pp.34-35: the order given for this attack, else the General's standing order (as rangedAttack).
  const lossPreference = declared.targetLosses ?? (targeted && standingLossOrder(state, targeted));
  return {
    ...declaredChoices({ prioritiseExposed: declared.prioritiseExposed, precision }),
    ...(precision === undefined ? {} : { picksAhead: true }),
    ...(lossPreference === undefined ? {} : { lossPreference }),
  };
}

/** glossary: Spotters — the Spotting unit nominated for the attack by `attackerId`, refused with the rule unless it may Spot. */
export function checkSpotter(
  setup: GameSetup,
  state: GameState,
  attackerId: string,
  declared: { readonly target: string; readonly spotter?: string | undefined },
): void {
  const { target, spotter } = declared;
  if (spotter === undefined) return;
  const refusal = spotterRefusal(setup, state, attackerId, target, spotter);
  if (refusal !== undefined) throw new IllegalChoice(SPOTTERS_RULE, refusal);
}

/** What a declared Ranged Attack adds to its attack as planned, before a die is rolled. */
interface DeclaredBoost {
  /** glossary: Spotters — the Spotting unit: the attack is Improved regardless. */
  readonly spotter?: string | undefined;
  /**
   * The Commands received for the attack, in the order received: with its
   * declaration (rulebook p.37), after its first roll (p.33 Bonus Re-Rolls).
   */
  readonly received: readonly (PendingCommand | undefined)[];
  /** glossary: Overcharge — the Value of the card revealed: as many dice join the pool. */
  readonly overcharge?: number | undefined;
}

/**
 * The attack as its General declared it, for every Ranged Attack (the Attack
 * Step's, the Interception Sortie's): Spotted (glossary: Spotters), with what
 * each Command received adds (its Combat Rating Bonus, its Bonus Re-Rolls:
 * commands/received-boost.ts) and Overcharged (glossary: Overcharge).
 */
export function boostedAsDeclared(setup: GameSetup, attack: Attack, boost: DeclaredBoost): Attack {
  const { spotter, received, overcharge } = boost;
  const spotted =
    spotter === undefined
      ? attack
      : { ...attack, situation: { ...attack.situation, spottedBy: spotter } };
  const commanded = received.reduce(
    (boosted, command) => withReceivedCommand(setup, boosted, command),
    spotted,
  );
  return overcharge === undefined ? commanded : overcharged(overcharge)(commanded);
}

/** glossary: Spotters — the attack made, its Spotting unit loses its On Lookout status. */
export function spotted(
  setup: GameSetup,
  state: GameState,
  attackerId: string,
  spotter: string | undefined,
): GameEvent[] {
  const spotting = spotter === undefined ? undefined : state.units[spotter];
  if (spotting === undefined) return [];
  dropStatuses(spotting, 'onLookout');
  const name = armyUnit(setup, spotting.id).name;
  const text = `${name} Spots for ${armyUnit(setup, attackerId).name}`;
  return [event('spotter', text, { unit: spotting.id })];
}
