import type { GameSetup } from '../army.js';
import type { Choice, Decision } from '../choice.js';
import { IllegalChoice } from '../rule-error.js';
import type { GameState, UnitState } from '../state.js';
import { armyUnit } from '../army-unit.js';
import { activeEmbarked } from './aboard.js';
import { DISEMBARK_REACH } from './disembark-placement.js';
import { EXIT_REACH } from './exit-reach.js';

/** Choices made while an Embarked or Garrisoned unit is active, whatever it may do: Inspiring, Commands, claims. */
const ALWAYS: readonly Choice['kind'][] = [
  'hold',
  'inspire',
  'claim',
  'interfere',
  'noInterference',
];

/** The active unit, if it Garrisons a building. */
function activeGarrison(state: GameState): UnitState | undefined {
  const id = state.activation?.unit;
  const unit = id === undefined ? undefined : state.units[id];
  return unit?.garrisoning === undefined ? undefined : unit;
}

/**
 * What an Embarked or Garrisoned active unit may do: an Embarked unit only
 * Disembark in its Movement Step (or no Manoeuvre), and no Attack or other
 * Action in its Attack Step (rulebook p.46 Embarked Units); a Garrisoned unit
 * no Manoeuvre other than Exit (p.44 Garrisoned Units; its Attack Step is as
 * usual). Undefined when neither applies.
 */
export function embarkedDecision(setup: GameSetup, state: GameState): Decision | undefined {
  const activation = state.activation;
  const aboard = activeEmbarked(state);
  const garrison = activeGarrison(state);
  if (activation === undefined) return undefined;
  if (aboard?.embarked !== undefined) {
    const name = armyUnit(setup, aboard.id).name;
    if (activation.step !== 'movement') {
      return {
        player: aboard.side,
        prompt: `${name} is Embarked: it makes no Attack or Action (rulebook p.46)`,
        options: [{ kind: 'hold' }],
      };
    }
    return {
      player: aboard.side,
      prompt: `${name} is Embarked: Disembark, or stay aboard (rulebook p.46)`,
      options: [{ kind: 'hold' }],
      constraints: [
        {
          kind: 'disembark',
          unit: aboard.id,
          transport: aboard.embarked.transport,
          reach: DISEMBARK_REACH,
        },
      ],
    };
  }
  if (garrison?.garrisoning === undefined || activation.step !== 'movement') return undefined;
  return {
    player: garrison.side,
    prompt: `${armyUnit(setup, garrison.id).name} Garrisons a building: Exit, or stay (rulebook p.44)`,
    options: [{ kind: 'hold' }],
    // glossary: Soar (X"): a Soaring unit cannot make an Exit manoeuvre.
    constraints:
      garrison.soaring === undefined
        ? [{ kind: 'exit', unit: garrison.id, building: garrison.garrisoning, reach: EXIT_REACH }]
        : [],
  };
}

/**
 * rulebook p.46 Embarked Units: an Embarked active unit makes no other choice
 * than Disembark or none; p.44 Garrisoned Units: a Garrisoned unit makes no
 * Manoeuvre other than Exit. Only such units Disembark or Exit.
 */
export function checkEmbarkedChoice(state: GameState, choice: Choice): void {
  const activation = state.activation;
  if (activation === undefined || activation.reaction !== undefined) return;
  const aboard = activeEmbarked(state) !== undefined;
  const garrisoned = activeGarrison(state) !== undefined && activation.step === 'movement';
  if (aboard && !['disembark', ...ALWAYS].includes(choice.kind)) {
    throw new IllegalChoice(
      'rulebook p.46 Embarked Units',
      `an Embarked unit cannot make "${choice.kind}": only Disembark in its Movement Step`,
    );
  }
  if (garrisoned && !['exit', ...ALWAYS].includes(choice.kind)) {
    throw new IllegalChoice(
      'rulebook p.44 Garrisoned Units',
      `a Garrisoned unit cannot make "${choice.kind}": its only Manoeuvre is Exit`,
    );
  }
  if (!aboard && choice.kind === 'disembark') {
    throw new IllegalChoice('rulebook p.25 Disembark', 'only an Embarked unit can Disembark');
  }
  if (activeGarrison(state) === undefined && choice.kind === 'exit') {
    throw new IllegalChoice('rulebook p.25 Exit', 'only a Garrisoned unit can Exit');
  }
}
