import {
  type Choice,
  type ChoiceConstraint,
  type Side,
  checkMove,
  nextDecision,
  plannedCharge,
  plannedFreeAdvance,
  plannedManoeuvre,
  tableOf,
  setupInPlay,
} from '@warroom/armoured-clash';
import { ApiError } from '../api-error.js';
import { humanChoice } from './advance.js';
import type { LiveGame } from './live-game.js';

/** A move as a dry run measures it: the Officer's path (straight, or its legs) and its Movement Limit. */
export interface MoveMeasure {
  readonly unit: string;
  /** Where the Officer stands now and where the choice puts it. */
  readonly from: readonly [number, number];
  readonly to: readonly [number, number];
  /** The points the Officer passes before `to` (rulebook p.16: a move broken into legs), if any. */
  readonly via?: readonly (readonly [number, number])[];
  /** The length of the Officer's path, every leg added, in inches. */
  readonly length: number;
  /** The Movement Limit of the manoeuvre (rulebook p.16). */
  readonly limit: number;
  /** The distance the Officer uses, terrain costs included (only for a legal move). */
  readonly used?: number;
}

/** The verdict of a dry run: legal, or the rule broken and why. */
export type CheckAnswer =
  | { readonly legal: true; readonly move?: MoveMeasure }
  | {
      readonly legal: false;
      readonly rule: string;
      readonly reason: string;
      readonly move?: MoveMeasure;
    };

type MoveChoice = Extract<
  Choice,
  { kind: 'advance' | 'doubleTime' | 'charge' | 'vanguardAdvance' }
>;

function isMove(choice: Choice): choice is MoveChoice {
  return (
    choice.kind === 'advance' ||
    choice.kind === 'doubleTime' ||
    choice.kind === 'charge' ||
    choice.kind === 'vanguardAdvance'
  );
}

/** The Officer's path and the Movement Limit of a move choice, measured before the rules look at it. */
function measure(live: LiveGame, choice: MoveChoice): MoveMeasure | undefined {
  const constraints: readonly ChoiceConstraint[] =
    nextDecision(live.head.setup, live.state)?.constraints ?? [];
  // glossary: Vanguard (X"): one constraint per unit with a free Advance to make.
  const constraint = constraints.find(
    (c) => c.kind === choice.kind && (choice.kind !== 'vanguardAdvance' || c.unit === choice.unit),
  );
  if (constraint === undefined || !('limit' in constraint)) return undefined;
  const unit = live.state.units[constraint.unit];
  const officer = unit?.models.find((m) => m.id === unit.officer);
  if (unit === undefined || officer === undefined) return undefined;
  const via = choice.via ?? [];
  const points = [[officer.x, officer.y] as const, ...via, choice.at];
  const length = points
    .slice(1)
    .reduce(
      (sum, p, i) => sum + Math.hypot(p[0] - (points[i]?.[0] ?? 0), p[1] - (points[i]?.[1] ?? 0)),
      0,
    );
  return {
    unit: constraint.unit,
    from: [officer.x, officer.y],
    to: choice.at,
    ...(via.length === 0 ? {} : { via }),
    length,
    limit: constraint.limit + commandInches(live, choice, unit.side),
  };
}

/** Inches a Command issued with a Double Time adds to its Movement Limit (Forced March, rulebook p.24). */
function commandInches(live: LiveGame, choice: MoveChoice, side: Side): number {
  if (choice.kind !== 'doubleTime' || choice.command === undefined) return 0;
  const effects = live.head.setup.generals[side].deck.cards[choice.command]?.command.effects ?? [];
  return effects.reduce(
    (inches, effect) => inches + (effect.kind === 'movementBonus' ? effect.inches : 0),
    0,
  );
}

/**
 * The distance the Officer uses in a legal move, as the engine's move check
 * counts it. A free Advance (glossary: Vanguard (X"), Hit & Run (X")) is
 * planned within its own Movement Limit (`limit`, the decision's).
 */
function usedByOfficer(
  live: LiveGame,
  choice: MoveChoice,
  unitId: string,
  limit: number,
): number | undefined {
  // rulebook p.56: the battlefield with the terrain the Generals placed.
  const setup = setupInPlay(live.head.setup, live.state);
  const { units } = live.state;
  const unit = units[unitId];
  const officer = unit?.officer;
  if (unit === undefined || officer === undefined) return undefined;
  if (choice.kind === 'charge') {
    const { target, at, facing } = choice;
    return plannedCharge(setup, live.state, unitId, target, at, facing, 0, choice.via).used.get(
      officer,
    );
  }
  const table = tableOf(setup, live.state);
  const free =
    choice.kind === 'vanguardAdvance' || live.state.activation?.freeAdvance !== undefined;
  const planned = free
    ? plannedFreeAdvance(setup, live.state, unitId, choice.at, choice.facing, limit, choice.via)
    : plannedManoeuvre(
        setup,
        live.state,
        unitId,
        choice.kind,
        choice.at,
        choice.facing,
        commandInches(live, choice, unit.side),
        table,
        choice.via,
      );
  const checked = checkMove(table, planned);
  return checked.legal ? checked.used.get(officer) : undefined;
}

/**
 * A decision's dry run: the same checks as a decision (a stale index, another
 * General's turn, the bot's side and a finished game are refused the same way),
 * then the engine's verdict on the choice, without storing anything. An illegal
 * choice is an answer here, not an error: `{legal: false, rule, reason}`.
 */
export function checkChoice(
  live: LiveGame,
  side: Side,
  index: number,
  choice: Choice,
): CheckAnswer {
  const move = isMove(choice) ? measure(live, choice) : undefined;
  const withMove = move === undefined ? {} : { move };
  try {
    humanChoice(live, side, index, choice);
  } catch (error) {
    const rule = error instanceof ApiError ? error.details.rule : undefined;
    if (!(error instanceof ApiError) || error.status !== 400 || typeof rule !== 'string')
      throw error;
    return { legal: false, rule, reason: error.message, ...withMove };
  }
  if (move === undefined || !isMove(choice)) return { legal: true, ...withMove };
  const used = usedByOfficer(live, choice, move.unit, move.limit);
  return { legal: true, move: used === undefined ? move : { ...move, used } };
}
