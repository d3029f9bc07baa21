import { OBJECTIVE_MARKER_DIAMETER } from '../battlefield/objectives.js';
import { applyChoice } from '../game/apply-choice.js';
import type { GameSetup } from '../game/army.js';
import type { At, Choice } from '../game/choice.js';
import { nextDecision } from '../game/next-decision.js';
import { RECORD_FORMAT, replay } from '../game/record.js';
import type { GameState } from '../game/state.js';
import { armyUnit, footprintOf } from '../game/army-unit.js';
import { OPENING_CHOICES } from './game-fixture.js';

/** How far a Strategic Objective Marker's edge lies from its centre. */
export const MARKER_RADIUS = OBJECTIVE_MARKER_DIAMETER / 2;

/**
 * The skirmish's opening replayed on `setup`: both Generals deployed, Round 1's
 * Activation Phase about to begin.
 */
export function opened(setup: GameSetup): GameState {
  return replay({ format: RECORD_FORMAT, setup, seed: 1, choices: OPENING_CHOICES }).state;
}

/**
 * Moves a unit, all its models alike, so that its Officer's base is centred
 * on `at` across and its edge toward `from` reaches `at`: it touches whatever
 * starts at `at` on the other side (a marker's or a building's edge).
 */
export function touch(
  setup: GameSetup,
  state: GameState,
  unitId: string,
  at: At,
  from: 'south' | 'north',
): void {
  const unit = state.units[unitId];
  const officer = unit?.models[0];
  if (unit === undefined || officer === undefined) throw new RangeError(`no unit ${unitId}`);
  const footprint = footprintOf(armyUnit(setup, unitId), officer);
  const ys = footprint.kind === 'polygon' ? footprint.points.map((p) => p.y) : [officer.y];
  const edge = from === 'south' ? Math.max(...ys) : Math.min(...ys);
  const dx = at[0] - officer.x;
  const dy = at[1] - edge;
  unit.models = unit.models.map((m) => ({ ...m, x: m.x + dx, y: m.y + dy }));
}

/**
 * Plays out the Round: every unit Activates and does nothing (no Manoeuvre,
 * no Attack, no Reaction), through the End Phase.
 */
export function holdThroughTheRound(setup: GameSetup, state: GameState): GameState {
  const round = state.round;
  let now = state;
  while (now.round === round && now.stage !== 'over') {
    const decision = nextDecision(setup, now);
    const pass = (kind: Choice['kind']) => decision?.options.find((c) => c.kind === kind);
    const choice = pass('hold') ?? pass('noReaction') ?? pass('activate');
    if (choice === undefined) throw new RangeError(`nothing to hold with: ${decision?.prompt}`);
    now = applyChoice(setup, now, choice).state;
  }
  return now;
}
