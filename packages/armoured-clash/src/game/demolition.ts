import { makeAttackRoll } from '../attack/attack-roll.js';
import type { Attack } from '../attack/attack.js';
import { prepareAttack } from '../attack/prepare.js';
import { FACE_NAMES, Face, rollAttackDie } from '../dice/faces.js';
import { ARMOURED_CLASH_RULES } from '../rules/armoured-clash-rules.js';
import { refuseWhileOffered } from './after-attack-offers.js';
import type { GameSetup } from './army.js';
import { armyUnit, footprintOf } from './army-unit.js';
import { attackTarget } from './attack-parties.js';
import type { Choice } from './choice.js';
import { attackDiceShown } from './dice-shown.js';
import { type GameEvent, event } from './events.js';
import { destroyModels } from './losses.js';
import { IllegalChoice } from './rule-error.js';
import type { GameState, UnitState } from './state.js';
import { stormedGarrisonExits } from './storming-exit.js';
import { unitStep } from './unit-rules.js';
import { wreckBuilding } from './wrecked-buildings.js';

const RULE = 'glossary: Demolition';

/**
 * The active unit in its Attack Step after a Charge against a building (an
 * unoccupied one it targeted, or a Garrisoned unit's), the building, and its
 * Garrison if any; undefined otherwise.
 */
function chargedBuilding(state: GameState):
  | {
      readonly attacker: UnitState;
      readonly building: string;
      readonly garrison: UnitState | undefined;
    }
  | undefined {
  const activation = state.activation;
  const attacker = activation === undefined ? undefined : state.units[activation.unit];
  const charge = activation?.charge;
  if (activation?.step !== 'attack' || attacker === undefined || charge === undefined)
    return undefined;
  if (charge.building === true) return { attacker, building: charge.target, garrison: undefined };
  const target = state.units[charge.target];
  if (target?.garrisoning === undefined || target.annihilated) return undefined;
  return { attacker, building: target.garrisoning, garrison: target };
}

/** The Demolition the active unit may roll now instead of its Close Quarters Attack (game step chargedBuilding). */
export function demolitionOptions(setup: GameSetup, state: GameState): Choice[] {
  const charged = chargedBuilding(state);
  if (charged === undefined) return [];
  return unitStep(setup, charged.attacker.id, 'chargedBuilding', false)
    ? [{ kind: 'demolish' }]
    : [];
}

/**
 * glossary: Demolition — instead of an ordinary Close Quarters Attack, its
 * General rolls Attack Dice equal to the models in the unit. If any of them
 * scores a Heroic Strike, the building is Wrecked (game/wrecked-buildings.ts).
 * Each Heroic Strike adds a die that does not explode (the Attack Roll's own
 * order, rulebook p.33); each Strike and Heroic Strike scores Hits on the
 * Garrison as an Attack Roll, Damage applied as usual. Then the Garrison makes
 * an immediate Exit, and does not Retaliate: this is no Close Quarters Attack.
 * Our readings: the roll is Neutral and no rule of the unit changes it (it is
 * no attack with a row of the grid); the Garrison is set up as far as possible
 * from the unit, as after losing a Storming (game/storming-exit.ts).
 */
export function demolish(setup: GameSetup, state: GameState): GameEvent[] {
  const charged = chargedBuilding(state);
  const activation = state.activation;
  if (
    charged === undefined ||
    activation === undefined ||
    demolitionOptions(setup, state).length === 0
  ) {
    throw new IllegalChoice(RULE, 'only a unit with Demolition that Charged a building');
  }
  refuseWhileOffered(activation);
  activation.attacked = true;
  const { attacker, building, garrison } = charged;
  if (garrison === undefined) return demolishUnoccupied(setup, state, attacker, building);
  const attack: Attack = {
    weapon: { dice: attacker.models.length, qualities: [] },
    attackerRules: [],
    target: attackTarget(armyUnit(setup, garrison.id), garrison),
    situation: {
      kind: 'closeQuarters',
      rating: 'neutral',
      combatRatingModifiers: [],
      withinShortRange: false,
      concealed: false,
      attackerInTargetFrontArc: false,
      lineOfSightCrossesTargetObstacle: false,
    },
  };
  const prepared = prepareAttack(attack, ARMOURED_CLASH_RULES);
  const { pool, outcome } = makeAttackRoll(state.rng, prepared);
  const unit = armyUnit(setup, attacker.id);
  const text =
    `${unit.name} rolls a Demolition: ${pool.rolled.length} dice, ${outcome.hits} hits, ` +
    `${outcome.target.damageSuffered} damage, ${outcome.target.modelsDestroyed} destroyed (${RULE})`;
  const events: GameEvent[] = [
    event('demolition', text, {
      unit: attacker.id,
      side: attacker.side,
      roll: attackDiceShown(prepared, pool, outcome),
    }),
  ];
  const wrecks = pool.rolled.slice(0, prepared.plan.dice).includes(Face.heroicStrike);
  if (wrecks) events.push(...wreckBuilding(setup, state, building));
  garrison.damage = outcome.target.damage;
  const from = attacker.models.map((m) => footprintOf(unit, m));
  events.push(...destroyModels(setup, state, garrison, outcome.target.modelsDestroyed, from));
  if (!garrison.annihilated && garrison.garrisoning !== undefined)
    events.push(...stormedGarrisonExits(setup, state, garrison, attacker, RULE));
  return events;
}

/**
 * glossary: Demolition at a building no unit Garrisons: Attack Dice equal to
 * the models, a Heroic Strike among them Wrecks it; with no Garrison, no die
 * is added and no Hit is scored.
 */
function demolishUnoccupied(
  setup: GameSetup,
  state: GameState,
  attacker: UnitState,
  building: string,
): GameEvent[] {
  const faces = attacker.models.map(() => rollAttackDie(state.rng));
  const name = armyUnit(setup, attacker.id).name;
  const shown = faces.map((face) => FACE_NAMES[face] ?? String(face)).join(', ');
  return [
    event('demolition', `${name} rolls a Demolition: ${shown} (${RULE})`, {
      unit: attacker.id,
      side: attacker.side,
    }),
    ...(faces.includes(Face.heroicStrike) ? wreckBuilding(setup, state, building) : []),
  ];
}
