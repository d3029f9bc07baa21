import {
  type Choice,
  type GameSetup,
  type PlayerView,
  TURNING_TEMPLATE,
  bankAllowance,
  bankLegal,
} from '@warroom/armoured-clash';
import { type RngState, degrees, nextInt, normaliseAngle } from '@warroom/engine';
import { coinToss } from './random-draws.js';

/** The turns, in whole degrees, the Turning Template allows at a Navigation Point either way (45). */
const LARGEST_TURN = Math.round(degrees(TURNING_TEMPLATE.largestTurn));

/** A turn smaller than this (degrees) is not worth a Bank to the heuristic. */
const WORTH_TURNING = 1;

/** The random turns: left, straight on or right, at the Template's largest. */
const RANDOM_TURNS = [LARGEST_TURN, 0, -LARGEST_TURN] as const;

/** Whether the choice is a move of a sortie that may take a Bank (glossary: Bank (X")). */
function bankable(choice: Choice): choice is Extract<Choice, { kind: 'approach' | 'escape' }> {
  return (choice.kind === 'approach' || choice.kind === 'escape') && choice.bank === undefined;
}

/**
 * The random bot: now and then (a coin toss) an Approach or Escape of a unit
 * that may still Bank (glossary: Bank (X")) gets a random Bank of one to X
 * Navigation Points, each turning left, right or not; kept only when legal.
 * No draw is made for a unit that may not Bank.
 */
export function randomBank(
  setup: GameSetup,
  view: PlayerView,
  rng: RngState,
  choice: Choice,
): Choice {
  if (!bankable(choice)) return choice;
  const allowance = bankAllowance(setup, view.activation);
  const unit = allowance === undefined ? undefined : view.units[allowance.unit];
  if (allowance === undefined || unit === undefined || !coinToss(rng)) return choice;
  const length = 1 + nextInt(rng, allowance.points);
  const bank = Array.from({ length }, () => RANDOM_TURNS[nextInt(rng, RANDOM_TURNS.length)] ?? 0);
  return bankLegal(setup, unit, choice, bank, view) ? { ...choice, bank } : choice;
}

/**
 * The heuristic bot's Bank (glossary: Bank (X")): at the end of its Approach,
 * a unit that may still Bank turns towards the nearest enemy unit on the
 * battlefield (its Engage Step's likely target; an interceptor, the active
 * unit), up to the Template's largest turn at each Navigation Point, when it
 * is not already heading for it and the Bank is legal. Its Escape flies
 * straight off (no Bank).
 */
export function aimedBank(setup: GameSetup, view: PlayerView, choice: Choice): Choice {
  if (choice.kind !== 'approach' || !bankable(choice)) return choice;
  const allowance = bankAllowance(setup, view.activation);
  const unit = allowance === undefined ? undefined : view.units[allowance.unit];
  const officer = unit?.models.find((m) => m.id === unit.officer) ?? unit?.models[0];
  if (allowance === undefined || unit === undefined || officer === undefined) return choice;
  const x = officer.x + choice.inches * Math.cos(officer.facing);
  const y = officer.y + choice.inches * Math.sin(officer.facing);
  const target = nearestEnemy(view, unit.side, x, y);
  if (target === undefined) return choice;
  let left = Math.round(
    degrees(normaliseAngle(Math.atan2(target.y - y, target.x - x) - officer.facing)),
  );
  if (Math.abs(left) < WORTH_TURNING) return choice;
  const bank: number[] = [];
  for (let point = 0; point < allowance.points; point++) {
    const turn = Math.max(-LARGEST_TURN, Math.min(LARGEST_TURN, left));
    bank.push(turn);
    left -= turn;
  }
  return bankLegal(setup, unit, choice, bank, view) ? { ...choice, bank } : choice;
}

/** The centre of the enemy unit on the battlefield nearest (x, y), by its models' mean. */
function nearestEnemy(
  view: PlayerView,
  side: string,
  x: number,
  y: number,
): { x: number; y: number } | undefined {
  let best: { x: number; y: number; distance: number } | undefined;
  for (const unit of Object.values(view.units)) {
    if (unit.side === side || unit.annihilated || !unit.deployed || unit.models.length === 0) {
      continue;
    }
    const cx = unit.models.reduce((sum, m) => sum + m.x, 0) / unit.models.length;
    const cy = unit.models.reduce((sum, m) => sum + m.y, 0) / unit.models.length;
    const distance = Math.hypot(cx - x, cy - y);
    if (best === undefined || distance < best.distance) best = { x: cx, y: cy, distance };
  }
  return best;
}
