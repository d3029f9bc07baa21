import {
  type Choice,
  type Decision,
  type GameSetup,
  type PlayerView,
  type Table,
  armyUnit,
  planRangedAttack,
  guidedEndWithin,
  tableOf,
} from '@warroom/armoured-clash';
import { type CardValue, commandWorthIssuing } from './heuristic-command.js';
import { chargeWorthMaking } from './heuristic-close-quarters.js';
import { coverAdvance } from './heuristic-cover.js';
import { doubleTimeWorthIt } from './heuristic-double-time.js';
import { garrisonWorthIt } from './heuristic-garrison.js';
import { forwardBeatsAim } from './heuristic-forward.js';
import { type FoundMove, headsForObjective, moveTowardsGoal } from './heuristic-moves.js';
import { embarkWorthIt } from './heuristic-offers.js';
import { bestAttack, tryIt } from './heuristic-odds.js';
import { OVERCHARGE_GAIN_VP, rangedOverchargeGain } from './heuristic-overcharge.js';
import { advanceAllowed } from './advance-allowed.js';

/**
 * rulebook p.24 Movement Step: a Charge when its Close Quarters Combat (the
 * engine's plan, by the exact odds) is expected to gain more than shooting;
 * Aim when the unit already has a target, unless it is Infantry or Cavalry on
 * its way to an objective, or the Advance on an objective with the shot kept
 * after it is worth as much (heuristic-forward.ts); Double Time when it has
 * nothing to shoot and its goal lies beyond an Advance
 * (heuristic-double-time.ts); otherwise an
 * Advance towards its goal (it may still shoot after it). Instead of Aiming or
 * that Advance, an Advance into cover when the exact odds say it pays
 * (heuristic-cover.ts).
 */
export function movementChoice(
  setup: GameSetup,
  view: PlayerView,
  unit: string,
  decision: Decision,
  value: CardValue,
): Choice {
  const shot = bestAttack(setup, view, unit, true);
  const charge = decision.constraints?.find((c) => c.kind === 'charge');
  if (charge?.kind === 'charge') {
    const shooting = shot?.value ?? 0;
    const made = chargeWorthMaking(
      setup,
      view,
      unit,
      charge.targets,
      shooting,
      false,
      charge.limit,
    );
    if (made !== undefined) return made;
  }
  const aim = decision.options.some((o) => o.kind === 'aim');
  if (shot !== undefined && shot.value > 0 && aim && !headsForObjective(setup, view, unit)) {
    // rulebook p.26 Concealed, pp.41-42: into cover when that beats the aimed shot (heuristic-cover.ts).
    const covered = coverAdvance(setup, view, unit, { kind: 'aim', shot: shot.value });
    if (covered !== undefined) return { kind: 'advance', ...covered };
    // rulebook p.24 Aim against an Advance on an objective (heuristic-forward.ts).
    const forward = advanceTowardsGoal(setup, view, unit);
    const ahead = forward !== undefined && forwardBeatsAim(setup, view, unit, shot.value, forward);
    return ahead ? { kind: 'advance', ...forward } : { kind: 'aim' };
  }
  if (shot === undefined || shot.value <= 0) {
    const hurried = doubleTimeWorthIt(setup, view, unit, decision, value);
    if (hurried !== undefined) return hurried;
  }
  const move = advanceTowardsGoal(setup, view, unit);
  const covered = coverAdvance(setup, view, unit, { kind: 'advance', move });
  const made = covered ?? move;
  return made === undefined ? { kind: 'hold' } : { kind: 'advance', ...made };
}

/** rulebook p.24 Advance: the unit's move of up to its Speed towards its goal (heuristic-moves.ts). */
function advanceTowardsGoal(
  setup: GameSetup,
  view: PlayerView,
  unit: string,
): FoundMove | undefined {
  // Every place is checked on the same view: its table is drawn once, at the first check.
  let table: Table | undefined;
  return moveTowardsGoal(
    setup,
    view,
    unit,
    armyUnit(setup, unit).speed,
    (at, facing, via) =>
      // glossary: Pathfinders: a guided unit ends within reach of its guide.
      guidedEndWithin(setup, view, unit, at) &&
      advanceAllowed(setup, view, unit, at, facing, via, (table ??= tableOf(setup, view))),
  );
}

/**
 * rulebook p.26 Attack Step: Scour the Field when it may (rulebook pp.62-63:
 * the Vital Objective is worth far more than a shot); Garrison a building that
 * holds or stands by an objective (Infantry, heuristic-garrison.ts); the
 * Ranged Attack worth the most expected Victory Points, Overcharged or with
 * a Command when the odds say it pays (heuristic-overcharge.ts); Embark when
 * a Transport can carry the unit towards a far objective; else Take Cover.
 */
export function attackStepChoice(
  setup: GameSetup,
  view: PlayerView,
  unit: string,
  decision: Decision,
  value: CardValue,
): Choice {
  const scour = decision.options.find((o) => o.kind === 'scourTheField');
  if (scour !== undefined) return scour;
  const garrison = garrisonWorthIt(setup, view, unit, decision);
  if (garrison !== undefined) return garrison;
  const aimed = view.activation?.aimed === true;
  const best = bestAttack(setup, view, unit, aimed);
  // Only an attack the decision offers (a Move or Fire row is not, after an Advance).
  const offered = decision.options.some(
    (o) => o.kind === 'rangedAttack' && o.target === best?.target,
  );
  if (best !== undefined && best.value > 0 && offered) {
    const overcharge = { kind: 'rangedAttack', target: best.target, overcharge: true } as const;
    // glossary: Overcharge, offered for a row with the quality: declared when the exact odds say it pays.
    const overchargeable = decision.options.some(
      (o) => o.kind === 'rangedAttack' && o.target === best.target && o.overcharge === true,
    );
    const gain = overchargeable
      ? rangedOverchargeGain(setup, view, unit, best.target, aimed)
      : undefined;
    if (gain !== undefined && gain >= OVERCHARGE_GAIN_VP) return overcharge;
    const plan = tryIt(() => planRangedAttack(setup, view, unit, best.target, aimed));
    const commanded =
      plan === undefined
        ? undefined
        : commandWorthIssuing(setup, view, decision, plan.attack, best.target, value);
    return commanded ?? { kind: 'rangedAttack', target: best.target };
  }
  return (
    embarkWorthIt(setup, view, unit, decision) ??
    decision.options.find((o) => o.kind === 'takeCover') ??
    decision.options.find((o) => o.kind === 'hold') ??
    decision.options[0] ?? { kind: 'hold' }
  );
}
