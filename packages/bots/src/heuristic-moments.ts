import {
  type Choice,
  type Decision,
  type GameSetup,
  type PlayerView,
  planRangedAttack,
} from '@warroom/armoured-clash';
import { closeQuartersValue } from './heuristic-close-quarters.js';
import { closeQuartersOverchargeWorthIt } from './heuristic-close-quarters-overcharge.js';
import {
  type CardValue,
  bestCommand,
  commandCard,
  expectedVictoryPoints,
  spendable,
} from './heuristic-command.js';
import { demolitionChoice } from './heuristic-demolition.js';
import { bestAttack, tryIt, verdictOn } from './heuristic-odds.js';

/** A Suppressed unit's Rally Test takes a Command when its best shot is worth at least this many Victory Points. */
export const RALLY_WORTH_VP = 0.5;

/** Whether the Command on `card` changes a Discipline Test (Stand Firm, Rally to the Colours). */
function steadies(setup: GameSetup, view: PlayerView, card: number): boolean {
  const effects = setup.generals[view.as].deck.cards[card]?.command?.effects ?? [];
  return effects.some((e) => e.kind === 'disciplineModifier');
}

/** The option issuing the lowest card that may be spent (heuristic-command.ts `spendable`) among `options`. */
export function lowestSpendable(
  view: PlayerView,
  options: readonly Choice[],
  value: CardValue,
): Choice | undefined {
  const card = (o: Choice): number => value(commandCard(o) ?? 0);
  return options
    .filter((o) => {
      const c = commandCard(o);
      return c !== undefined && spendable(view, value, c);
    })
    .sort((p, q) => card(p) - card(q))[0];
}

/**
 * rulebook p.28 declaring the Close Quarters Attack (glossary: Demolition when
 * it pays; glossary: Overcharge when the exact odds gain OVERCHARGE_GAIN_VP,
 * heuristic-close-quarters-overcharge.ts): the Command (Like Lions, Steady Hands) whose Effect on the
 * charging unit's attack gains most by the exact odds of the engine's plan of
 * the combat, at least COMMAND_GAIN_VP; otherwise the attack without a card.
 */
export function closeQuartersDeclared(
  setup: GameSetup,
  view: PlayerView,
  decision: Decision,
  value: CardValue,
): Choice {
  const demolish = demolitionChoice(setup, view, decision);
  if (demolish !== undefined) return demolish;
  const overcharge = closeQuartersOverchargeWorthIt(setup, view);
  if (overcharge !== undefined) return overcharge;
  const plain = closeQuartersValue(setup, view);
  const commanded =
    plain === undefined
      ? undefined
      : bestCommand(
          setup,
          view,
          decision.options.filter((o) => o.kind === 'closeQuartersAttack'),
          value,
          (boost) => (closeQuartersValue(setup, view, boost) ?? plain) - plain,
        );
  return commanded ?? { kind: 'closeQuartersAttack' };
}

/**
 * rulebook p.25 Opportunity Fire: the unit On Lookout whose shot at the active
 * unit is worth most fires, with the Command that gains most by the exact odds
 * (at least COMMAND_GAIN_VP); otherwise an Intercept (glossary: Interceptor)
 * with the lowest card; otherwise the Reaction Step passes.
 */
export function reactionChoice(
  setup: GameSetup,
  view: PlayerView,
  decision: Decision,
  value: CardValue,
): Choice {
  const active = view.activation?.unit;
  const fire = decision.options.filter((o) => o.kind === 'opportunityFire');
  // The attack as the engine plans Opportunity Fire (its Combat Rating Penalty counted).
  const planOf = (unit: string) =>
    active === undefined
      ? undefined
      : tryIt(() => planRangedAttack(setup, view, unit, active, false, true));
  const worth = (o: Choice): number => {
    const plan = o.kind === 'opportunityFire' ? planOf(o.unit) : undefined;
    return plan === undefined || active === undefined
      ? -1
      : expectedVictoryPoints(setup, view, plan.attack, active);
  };
  const shooter = fire.slice().sort((p, q) => worth(q) - worth(p))[0];
  if (shooter?.kind === 'opportunityFire' && active !== undefined) {
    const plan = planOf(shooter.unit);
    const plain = worth(shooter);
    const commanded =
      plan === undefined
        ? undefined
        : bestCommand(
            setup,
            view,
            fire.filter((o) => o.kind === 'opportunityFire' && o.unit === shooter.unit),
            value,
            (boost) => expectedVictoryPoints(setup, view, boost(plan.attack), active) - plain,
          );
    return commanded ?? { kind: 'opportunityFire', unit: shooter.unit };
  }
  const intercept = decision.options
    .filter((o) => o.kind === 'intercept')
    .sort((p, q) => value(commandCard(p) ?? 0) - value(commandCard(q) ?? 0))[0];
  return (
    intercept ?? decision.options.find((o) => o.kind === 'noReaction') ?? { kind: 'noReaction' }
  );
}

/** An Embarked unit whose Transport may be Activated instead ranks below every unit that may shoot. */
const AFTER_ITS_TRANSPORT = -1;

/**
 * rulebook p.22 Activation (a Support or Coordinated one too): the unit with
 * the best shot, an Embarked unit after its Transport; a Suppressed one whose shot is worth RALLY_WORTH_VP takes its
 * Rally Test (p.24) with the lowest spendable card whose Command steadies it.
 */
export function activationChoice(
  setup: GameSetup,
  view: PlayerView,
  decision: Decision,
  value: CardValue,
): Choice | undefined {
  const plain = decision.options.filter((o) => o.kind === 'activate' && o.command === undefined);
  // rulebook pp.22, 46 Coordinated: a Transport goes first, and its Embarked unit Disembarks where it was carried.
  const offered = new Set(plain.map((o) => (o.kind === 'activate' ? o.unit : '')));
  const waits = (unit: string): boolean => offered.has(view.units[unit]?.embarked?.transport ?? '');
  // Every unit's shots are weighed on the same view: its table is drawn once.
  const asked = verdictOn(setup, view);
  const scored = plain.map((o) => ({
    o,
    worth:
      o.kind !== 'activate' || waits(o.unit)
        ? AFTER_ITS_TRANSPORT
        : (bestAttack(setup, view, o.unit, false, asked)?.value ?? 0),
  }));
  const best = scored.sort((p, q) => q.worth - p.worth)[0];
  if (best?.o.kind !== 'activate') return decision.options[0];
  const unit = best.o.unit;
  if (view.units[unit]?.statuses.includes('suppressed') !== true || best.worth < RALLY_WORTH_VP)
    return best.o;
  const rallies = decision.options.filter(
    (o) =>
      o.kind === 'activate' &&
      o.unit === unit &&
      o.command !== undefined &&
      steadies(setup, view, o.command),
  );
  return lowestSpendable(view, rallies, value) ?? best.o;
}

/**
 * rulebook pp.36-37 Suppression Test: a Command (Stand Firm) with the lowest
 * card offered that may be spent (a high card is kept for Interference).
 */
export function suppressionTestChoice(
  view: PlayerView,
  decision: Decision,
  value: CardValue,
): Choice {
  const commanded = decision.options.filter(
    (o) => o.kind === 'suppressionTest' && o.command !== undefined,
  );
  return lowestSpendable(view, commanded, value) ?? { kind: 'suppressionTest' };
}

/**
 * rulebook p.37, a unit targeted by a Ranged Attack: a Command (Dig In) with
 * the lowest card offered that may be spent, as at a Suppression Test.
 */
export function targetedChoice(view: PlayerView, decision: Decision, value: CardValue): Choice {
  const commanded = decision.options.filter(
    (o) => o.kind === 'targetedByRangedAttack' && o.command !== undefined,
  );
  return lowestSpendable(view, commanded, value) ?? { kind: 'targetedByRangedAttack' };
}

/**
 * rulebook p.37, an enemy unit ends its move: a Command (Covering Fire) to the
 * closest unit offered (the engine lists them closest first), with the lowest
 * card that may be spent.
 */
export function enemyEndsMoveChoice(
  view: PlayerView,
  decision: Decision,
  value: CardValue,
): Choice {
  const commanded = decision.options.filter(
    (o) => o.kind === 'enemyEndsMove' && o.command !== undefined,
  );
  return lowestSpendable(view, commanded, value) ?? { kind: 'enemyEndsMove' };
}
