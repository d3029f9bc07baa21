import {
  type At,
  type ArmyUnit,
  type Choice,
  type GameSetup,
  type GameState,
  RECORD_FORMAT,
  applyChoice,
  nextDecision,
  playerView,
  replay,
} from '@warroom/armoured-clash';
import { skirmishChanged } from './heuristic-fixture.js';
import { heuristicPlayer } from './heuristic-player.js';

/** How A's Tanks are changed beyond being a Transport: Ponderous, a longer hull. */
interface TransportOptions {
  /** One Strategic Objective, here. */
  readonly objective?: At;
  /** rulebook p.16 Ponderous Movement: the Tanks turn by the Turning Template. */
  readonly ponderous?: boolean;
  /** Each Tank's hull, in place of the skirmish's 2" by 3". */
  readonly hull?: ArmyUnit['footprint'];
}

/**
 * The skirmish with A's Tanks a Transport unit of Capacity (X) `capacity`
 * (changed as `options` say) and A's Rifles Embarked on them from the start
 * (rulebook p.46).
 */
export function transportSetup(capacity: number, options: TransportOptions = {}): GameSetup {
  const rules = options.ponderous === true ? [{ name: 'Ponderous' }] : [];
  const changed = skirmishChanged((unit) => {
    if (unit.id === 'a-tanks')
      return {
        ...unit,
        specialRules: [...unit.specialRules, { name: 'Capacity', x: capacity }, ...rules],
        traits: [...unit.traits, 'Transport'],
        ...(options.hull === undefined ? {} : { footprint: options.hull }),
      };
    return unit.id === 'a-rifles' ? { ...unit, embarkedOn: 'a-tanks' } : unit;
  });
  const objective = options.objective;
  return objective === undefined
    ? changed
    : { ...changed, objectives: [{ id: 'centre', at: objective }] };
}

/** A's Tanks deployed at (24, 5) facing north, B's units across the table; A to activate. */
export function transportOpened(setup: GameSetup): GameState {
  return replay({
    format: RECORD_FORMAT,
    setup,
    seed: 1,
    choices: [
      { kind: 'deploy', unit: 'a-tanks', at: [24, 5], facing: 90 },
      { kind: 'deploy', unit: 'b-rifles', at: [10, 30], facing: 270 },
      { kind: 'deploy', unit: 'b-tanks', at: [24, 31], facing: 270 },
      { kind: 'giveInitiative', to: 'a' },
      { kind: 'discard', cards: [] },
      { kind: 'discard', cards: [] },
    ],
  }).state;
}

/** A's decisions played by the heuristic bot until B is to decide: A's choices and the state then. */
export function aPlays(setup: GameSetup, from: GameState): { state: GameState; choices: Choice[] } {
  let state = from;
  const choices: Choice[] = [];
  for (;;) {
    const decision = nextDecision(setup, state);
    if (decision === undefined || decision.player !== 'a') return { state, choices };
    const choice = heuristicPlayer().choose(setup, playerView(state, 'a'), decision);
    choices.push(choice);
    state = applyChoice(setup, state, choice).state;
  }
}

/** Keeps only the first model of A's Tanks: one hull, as a Landship is. */
export function oneHull(state: GameState): GameState {
  const tanks = state.units['a-tanks'];
  if (tanks === undefined) throw new RangeError('the skirmish has no a-tanks');
  tanks.models = tanks.models.slice(0, 1);
  return state;
}
