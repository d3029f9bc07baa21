import { takeDisciplineTest } from '../cards/command-deck.js';
import { type DisciplineModifier, modifiedDiscipline } from '../cards/discipline.js';
import type { GameSetup } from './army.js';
import { disciplineModifiers } from './discipline-modifiers.js';
import { type GameEvent, event } from './events.js';
import { peerReviewer } from './peer-review.js';
import type { GameState } from './state.js';
import { armyUnit } from './army-unit.js';
import { unitStep } from './unit-rules.js';

/** A Discipline Test the game played, and its event. */
export interface TestTaken {
  readonly passed: boolean;
  /** The Discipline the test is taken at, with its modifiers. */
  readonly discipline: number;
  readonly event: GameEvent;
}

/** The tests the game takes, as the rules name them (a Discipline Test a rule calls for: Repair (X)). */
const TEST_NAMES = {
  rallyTest: 'Rally Test',
  suppressionTest: 'Suppression Test',
  disciplineTest: 'Discipline Test',
} as const;

/**
 * Whether the unit passes the test without a card, and the Peer Review (X")
 * unit that passes it, if that is why; undefined when it draws one.
 */
function withoutCard(
  setup: GameSetup,
  state: GameState,
  unitId: string,
  test: keyof typeof TEST_NAMES,
): { readonly reviewer?: string } | undefined {
  // glossary: Peer Review (X") passes Suppression and Rally Tests only.
  const reviewer = test === 'disciplineTest' ? undefined : peerReviewer(setup, state, unitId);
  if (reviewer !== undefined) return { reviewer: reviewer.name };
  const rallied =
    test === 'rallyTest' && unitStep(setup, unitId, 'rallyTestPassedAutomatically', false);
  return rallied || unitStep(setup, unitId, 'disciplineTestPassedAutomatically', false)
    ? {}
    : undefined;
}

/** Whether the unit passes a Suppression Test taken outside an attack roll without a card (as unitDisciplineTest). */
export function suppressionTestPassedWithoutCard(
  setup: GameSetup,
  state: GameState,
  unitId: string,
): boolean {
  return withoutCard(setup, state, unitId, 'suppressionTest') !== undefined;
}

/**
 * rulebook p.19 Discipline Tests, as the game takes them outside an attack roll
 * (rulebook p.24 Rally Tests, p.29 the Close Quarters loser's Suppression Test):
 * at the unit's Discipline with the modifiers of where it stands
 * (disciplineModifiers: Disordered, Terrifying (X)) and those of the test
 * (`extra`); a unit whose rules pass it without a card (Automata,
 * Irrepressable: game step disciplineTestPassedAutomatically; a Rally Test,
 * Hot Headed: game step rallyTestPassedAutomatically), or a Rally or
 * Suppression Test within reach of a friendly Peer Review (X")
 * (game/peer-review.ts), draws none.
 */
export function unitDisciplineTest(
  setup: GameSetup,
  state: GameState,
  unitId: string,
  test: keyof typeof TEST_NAMES,
  extra: readonly DisciplineModifier[] = [],
): TestTaken {
  const unit = armyUnit(setup, unitId);
  const unitState = state.units[unitId];
  if (unitState === undefined) throw new RangeError(`unknown unit ${unitId}`);
  const named = TEST_NAMES[test];
  const discipline = modifiedDiscipline(unit.discipline, [
    ...disciplineModifiers(setup, state, unitId),
    ...extra,
  ]);
  const without = withoutCard(setup, state, unitId, test);
  if (without !== undefined) {
    const why = without.reviewer === undefined ? '' : ` (Peer Review of ${without.reviewer})`;
    const text = `${unit.name} passes its ${named} without a card${why}`;
    return { passed: true, discipline, event: event(test, text, { unit: unitId }) };
  }
  const taken = takeDisciplineTest(
    state.rng,
    state.players[unitState.side].deck,
    setup.generals[unitState.side].deck,
    discipline,
  );
  const card = taken.kind === 'tested' ? `card ${taken.cardValue}` : 'no card';
  const text = `${unit.name} takes a ${named} at ${discipline}: ${card}, ${taken.passed ? 'passed' : 'failed'}`;
  return { passed: taken.passed, discipline, event: event(test, text, { unit: unitId }) };
}
