import { toldIfWaiting } from './loss-choice-told.js';
import { takeDisciplineTest } from '../cards/command-deck.js';
import { type DisciplineModifier, modifiedDiscipline } from '../cards/discipline.js';
import type { TestStatus } from '../rules/hooks.js';
import type { GameSetup } from './army.js';
import { armyUnit } from './army-unit.js';
import { combatSuppressionTest } from './combat-suppression-test.js';
import { suppressionTestPassedWithoutCard } from './discipline-test.js';
import { testCommandPossible } from './commands/test-command-cards.js';
import { type GameEvent, event } from './events.js';
import { fallBack } from './fall-back.js';
import { annihilate } from './annihilation.js';
import { fallBackAfterEscape } from './aircraft/aircraft-suppression.js';
import type { GameState } from './state.js';
import { embarkedSuppressionTest } from './transport/embarked-suppression-test.js';
import { generalCalled } from './generals/generals-draw.js';

/**
 * A Suppression Test a unit is due (rulebook p.36), waiting while its General
 * may issue a Command at it (rulebook p.37: a Command whose Condition is a
 * Discipline Test, e.g. Stand Firm, Armoured Might). Plain data.
 */
export type SuppressionTestDue =
  | {
      /**
       * rulebook p.27 Check for Suppression: the target of a Ranged Attack, at
       * `discipline` (every modifier of the attack counted); what failing does
       * was worked out with the attack (Suppressed, Cryo, Seismic; Falls Back, Breaks).
       */
      readonly after: 'rangedAttack';
      readonly unit: string;
      readonly discipline: number;
      readonly failure: {
        readonly breaks: boolean;
        readonly fallsBack: boolean;
        readonly gains: readonly TestStatus[];
      };
    }
  | {
      /** rulebook p.29: the loser of a Close Quarters Combat, which had `startingModels` as it began. */
      readonly after: 'closeQuarters';
      readonly unit: string;
      readonly startingModels: number;
    };

/**
 * A Suppression Test is due: where the game can stop for it (`window`: the
 * Attack Step's Ranged Attack, a Close Quarters Combat), and the unit's General
 * might hold a card whose Command may be issued to it now, judged from what
 * both Generals know (commands/test-command-cards.ts testCommandPossible: the
 * wait must not tell the other General what the hand holds), the test waits for that General (`state.suppressionTest`: game/commands/suppression-test-command.ts);
 * otherwise it is taken at once.
 */
export function suppressionTestDue(
  setup: GameSetup,
  state: GameState,
  due: SuppressionTestDue,
  window: boolean,
): GameEvent[] {
  const automatic =
    due.after === 'closeQuarters' && suppressionTestPassedWithoutCard(setup, state, due.unit);
  if (!window || automatic || !testCommandPossible(setup, state, due.unit)) {
    return takeSuppressionTest(setup, state, due, []);
  }
  state.suppressionTest = due;
  const name = armyUnit(setup, due.unit).name;
  const side = state.units[due.unit]?.side ?? state.turn;
  return [
    event(
      'suppressionTestDue',
      `${name} is due a Suppression Test: ${generalCalled(state, side)} may issue a Command first (rulebook p.37)`,
      { unit: due.unit, side },
    ),
  ];
}

/** The Suppression Test due, taken with the Discipline modifiers of a Command received (`command`). */
export function takeSuppressionTest(
  setup: GameSetup,
  state: GameState,
  due: SuppressionTestDue,
  command: readonly DisciplineModifier[],
): GameEvent[] {
  const unit = state.units[due.unit];
  if (unit === undefined || unit.annihilated) return [];
  if (due.after === 'closeQuarters') {
    return combatSuppressionTest(setup, state, unit, due.startingModels, command);
  }
  // rulebook p.46 Embarked Units: a separate Suppression Test for the unit aboard.
  return [
    ...rangedAttackTest(setup, state, due, command),
    ...embarkedSuppressionTest(setup, state, due.unit),
  ];
}

/** rulebook p.27 Check for Suppression: the target of a Ranged Attack takes its test. */
function rangedAttackTest(
  setup: GameSetup,
  state: GameState,
  due: SuppressionTestDue & { readonly after: 'rangedAttack' },
  command: readonly DisciplineModifier[],
): GameEvent[] {
  const unit = state.units[due.unit];
  if (unit === undefined) return [];
  const name = armyUnit(setup, due.unit).name;
  const discipline = modifiedDiscipline(due.discipline, command);
  const test = takeDisciplineTest(
    state.rng,
    state.players[unit.side].deck,
    setup.generals[unit.side].deck,
    discipline,
  );
  const card = test.kind === 'tested' ? `card ${test.cardValue}` : 'no card';
  const events = [
    event(
      'suppressionTest',
      `${name} takes a Suppression Test at ${discipline}: ${card}, ${test.passed ? 'passed' : 'failed'}`,
      {
        unit: unit.id,
        test: {
          discipline,
          ...(test.kind === 'tested' ? { card: test.cardValue } : {}),
          passed: test.passed,
        },
      },
    ),
  ];
  if (test.passed) return events;
  const { failure } = due;
  if (failure.breaks) {
    events.push(event('breaks', `${name} Breaks`, { unit: unit.id }));
    return [...events, ...annihilate(setup, state, unit)];
  }
  const gained = failure.gains.filter((status) => !unit.statuses.includes(status));
  unit.statuses.push(...gained);
  // Suppressed is the usual outcome; what rules give instead or besides is told (Cryo, Seismic).
  const told = gained.filter((status) => status !== 'suppressed');
  if (told.length > 0) {
    events.push(event('statuses', `${name} gains ${told.join(', ')}`, { unit: unit.id }));
  }
  // rulebook p.51: after its Escape Step a Hot Headed Aircraft unit is Annihilated instead.
  if (failure.fallsBack)
    // rulebook pp.34-35: a loss choice in the Fall Back tells the test first (game/loss-choice-told.ts).
    events.push(
      ...toldIfWaiting(
        events,
        () => fallBackAfterEscape(setup, state, unit) ?? fallBack(setup, state, unit),
      ),
    );
  return events;
}
