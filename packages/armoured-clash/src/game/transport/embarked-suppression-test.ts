import { failedSuppressionTest } from '../../attack/suppression.js';
import type { GameSetup } from '../army.js';
import { armyUnit } from '../army-unit.js';
import { unitDisciplineTest } from '../discipline-test.js';
import { type GameEvent, event } from '../events.js';
import { annihilate } from '../annihilation.js';
import type { GameState } from '../state.js';
import { unitStep } from '../unit-rules.js';
import { passengerOf } from './aboard.js';

/**
 * rulebook p.46 Embarked Units: "If an occupied Transport Vehicle unit has to
 * take a Suppression Test, a separate Suppression Test is also made for its
 * Embarked unit." Called once the Transport's own test is taken (whatever its
 * outcome; none when the Transport is Annihilated by it, its Embarked unit
 * with it). The Embarked unit tests at its own Discipline with its own
 * modifiers (game/discipline-modifiers.ts: Disordered, ...), without the -1
 * for losses, which are the Transport's (rulebook p.36); Peer Review and
 * Automata pass it like every test (game/discipline-test.ts). A unit Loaded on a Carrier does not Occupy it and takes no test.
 * Failed (rulebook p.36): it gains Suppressed, or Breaks when the models aboard
 * are at or below its Break Limit. Already Suppressed, it would Fall Back: our
 * reading, an Embarked unit makes no Manoeuvre but Disembark (p.46), so it
 * stays aboard, Suppressed.
 */
export function embarkedSuppressionTest(
  setup: GameSetup,
  state: GameState,
  transportId: string,
): GameEvent[] {
  const transport = state.units[transportId];
  if (transport === undefined || transport.annihilated) return [];
  const passenger = passengerOf(state, transportId);
  const aboard = passenger?.embarked;
  if (passenger === undefined || aboard === undefined) return [];
  const test = unitDisciplineTest(setup, state, passenger.id, 'suppressionTest');
  if (test.passed) return [test.event];
  const unit = armyUnit(setup, passenger.id);
  const suppressed = passenger.statuses.includes('suppressed');
  const failure = failedSuppressionTest(
    {
      discipline: test.discipline,
      suppressed,
      ...(unit.breakLimit === undefined ? {} : { breakLimit: unit.breakLimit }),
    },
    aboard.models,
  );
  if (failure.breaks)
    return [
      test.event,
      event('breaks', `${unit.name} Breaks aboard ${armyUnit(setup, transportId).name}`, {
        unit: passenger.id,
      }),
      ...annihilate(setup, state, passenger),
    ];
  if (suppressed) return [test.event];
  passenger.statuses.push('suppressed');
  // Game step suppressedGained: Construct is Disordered as well.
  const also = unitStep(setup, passenger.id, 'suppressedGained', []);
  passenger.statuses.push(...also.filter((s) => !passenger.statuses.includes(s)));
  return [test.event];
}
