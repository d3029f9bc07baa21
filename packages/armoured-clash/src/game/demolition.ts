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
import type { PendingCommand } from './commands/pending-command.js';
import { withReceivedCommand } from './commands/received-boost.js';
import { rerollsWait } from './commands/rerolls-due.js';
import type { DemolitionUnderway } from './demolition-underway.js';
import { firstRollEvent, rollOrWait } from './rerolls-roll.js';
import { wreckBuilding } from './wrecked-buildings.js';

const RULE = 'glossary: Demolition';

/** The unit that Charged a building, the building, and its Garrison when it has one. */
interface BuildingCharged {
  readonly attacker: UnitState;
  readonly building: string;
  readonly garrison: UnitState | undefined;
}

/** A Demolition against a Garrison. */
interface GarrisonDemolished extends BuildingCharged {
  readonly garrison: UnitState;
}

/**
 * The active unit in its Attack Step after a Charge against a building (an
 * unoccupied one it targeted, or a Garrisoned unit's), the building, and its
 * Garrison if any; undefined otherwise.
 */
function chargedBuilding(state: GameState): BuildingCharged | undefined {
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
 * from the unit, as after losing a Storming (game/storming-exit.ts). The roll
 * against a Garrison may wait after its first roll (demolitionRolled).
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
  return demolitionRolled(setup, state, { attacker, building, garrison }, undefined);
}

/**
 * rulebook p.33 Bonus Re-Rolls: the Demolition that waited after its first
 * roll (`activation.demolition`) goes on from its dice, with the Command
 * issued then if it was received (`boostedBy`: its Bonus Re-Rolls); nothing
 * when none waits.
 */
export function demolitionGoesOn(
  setup: GameSetup,
  state: GameState,
  boostedBy: PendingCommand | undefined,
): GameEvent[] {
  const charged = chargedBuilding(state);
  const activation = state.activation;
  const resumed = activation?.demolition;
  if (activation === undefined || resumed === undefined) return [];
  activation.demolition = undefined;
  if (charged?.garrison === undefined) return [];
  const { attacker, building, garrison } = charged;
  return demolitionRolled(setup, state, { attacker, building, garrison }, resumed, boostedBy);
}

/** The Demolition's roll against a Garrison: Neutral, Attack Dice equal to the models (no row, no rule changes it). */
function demolitionAttack(setup: GameSetup, attacker: UnitState, garrison: UnitState): Attack {
  return {
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
}

/**
 * The roll against the Garrison ("exactly as if this was a standard Attack
 * Roll"): after its first roll it waits before any die is re-rolled when its
 * General may issue a Bonus Re-Roll Command (rulebook p.33:
 * commands/rerolls-due.ts rerollsWait; the dice kept as `activation.demolition`,
 * resumed by demolitionGoesOn with the Command received). The building is
 * Wrecked by a Heroic Strike of the first roll (re-rolls add none, p.33),
 * then the losses, then the Garrison Exits.
 */
function demolitionRolled(
  setup: GameSetup,
  state: GameState,
  { attacker, building, garrison }: GarrisonDemolished,
  resumed: DemolitionUnderway | undefined,
  boostedBy?: PendingCommand,
): GameEvent[] {
  const attack = withReceivedCommand(setup, demolitionAttack(setup, attacker, garrison), boostedBy);
  const prepared = prepareAttack(attack, ARMOURED_CLASH_RULES);
  const unit = armyUnit(setup, attacker.id);
  const { rolled, roll } = rollOrWait(state.rng, prepared, {
    rolled: resumed?.rolled,
    rerollsWait: (first) => demolitionWaits(setup, state, attacker, garrison, first),
  });
  if (roll === undefined) {
    const target = armyUnit(setup, garrison.id).name;
    return [firstRollEvent(unit, target, prepared, rolled, 'demolition')];
  }
  const { pool, outcome } = roll;
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

/** rulebook p.33: the roll waits, its dice kept, when the unit's General may issue a Command now. */
function demolitionWaits(
  setup: GameSetup,
  state: GameState,
  attacker: UnitState,
  garrison: UnitState,
  rolled: readonly Face[],
): boolean {
  const activation = state.activation;
  if (activation === undefined) return false;
  if (!rerollsWait(setup, state, attacker.id, garrison.id, rolled)) return false;
  activation.demolition = { rolled };
  return true;
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
