import type {
  ActivationEnd,
  ChargeAgain,
  CloseQuartersLoss,
  EndOfActivationAttack,
  FreeAdvance,
  GainedStatus,
  ManoeuvreLimits,
  OwnAttackResolved,
  ReloadingStops,
} from './movement-step-values.js';
import type { CarrierLoad } from './carrier-load.js';
import type { Soaring } from './soaring.js';
import type { MovementTraits, SightTraits } from './unit-traits.js';
import type { AcquisitionRoute } from './acquisition-route.js';
import type { WeaponUse } from './weapon-use.js';
import type { SortieTraits } from './sortie-traits.js';
import type { ModelsRestored, PortalCommand } from './portal-values.js';
import type {
  AttackStepAction,
  FlankAttackPlacement,
  OutsideFrontArc,
  TransportTraitRequired,
} from './held-rule-values.js';
import type { ReachingStepValues } from './reaching-step-values.js';
import { type RuleRef, ruleTrait } from './rule-ref.js';
import type { RuleRegistry } from './registry.js';
import { checkRuleRef } from './rules-in-play.js';
import type {
  LosableStatus,
  ExpiringStatus,
  RallyFailure,
  ObjectiveControl,
  AssumedFormation,
  ObjectiveControlBar,
  EmbarkingPlaces,
  RuleDice,
  AttackAboard,
  VictoryPointAward,
} from './game-step-values.js';

/**
 * The named points of the game's sequence outside the attack roll at which a
 * unit's own special rules act, in the order an Activation and its Close
 * Quarters Combat reach them. At each point the value is passed through the
 * handlers of every rule the unit holds (the one the point is about: the unit
 * Activated, the unit testing, the target of the Charge, the winner). Those at
 * which its rules reach other units are in rules/reaching-step-values.ts.
 */
export interface GameStepValues extends ReachingStepValues {
  /** rulebook p.57: both Forces Deployed, before the first Round: a free Advance the unit may make (Vanguard (X")). */
  forcesDeployed: FreeAdvance | undefined;
  /** rulebook p.30: the Statuses a unit loses as its Activation starts (Pavises keeps Taking Cover). */
  activationStarts: readonly LosableStatus[];
  /** rulebook p.22 Activation, as it starts: what the unit becomes when its General declares it will Soar (glossary: Soar (X")). */
  soarDeclared: Soaring | undefined;
  /** rulebook p.22 Activation, as it starts: a Special Command its General can attempt, placing or removing Portal Markers (glossary: Portal Mastery (X)). */
  portalMasteryAtActivation: PortalCommand | undefined;
  /** rulebook p.22 Activation, as it starts, before its Movement Step: Destroyed models its General can restore near a Portal Marker (glossary: Immortal). */
  activationStartRestores: ModelsRestored | undefined;
  /** rulebook p.19 Discipline Tests (Rally Tests, the Close Quarters loser's test): passed without a card (Automata). */
  disciplineTestPassedAutomatically: boolean;
  /** rulebook p.24 Rally Tests: passed without a card (Hot Headed). */
  rallyTestPassedAutomatically: boolean;
  /** rulebook p.24 Charge: the rule that makes the unit Charge in every Activation it is able to (Run Amok). */
  chargeCompelled: string | undefined;
  /** rulebook p.24 Rally Tests: what a failed one costs (Berserk). */
  rallyTestFailed: RallyFailure;
  /** rulebook p.24 Manoeuvres: how far the unit Activated may move with each, and those it cannot make (Slow, Static). */
  manoeuvreLimits: ManoeuvreLimits;
  /** rulebook p.24 Double Time: the Statuses the unit gains by making one (Cumbersome). */
  doubleTimeMade: readonly GainedStatus[];
  /** rulebook p.30 Reloading: the Ranged Attacks the status stops the unit making (Cumbersome: all of them). */
  reloadingStops: ReloadingStops;
  /** rulebook p.30: the Statuses the target of a Charge loses as it enters contact (Pavises keeps Taking Cover). */
  enterContact: readonly LosableStatus[];
  /** rulebook p.24 Charge: an enemy unit ended its Charge in contact with the unit: an Attack Roll the unit makes against it (Sponsons (X)). */
  enemyChargeEnded: RuleDice | undefined;
  /** rulebook p.45 Storming a Building: the unit Charged a Garrisoned unit: whether the Garrison has the Defensive Advantage (Storming Party: no). */
  stormingDefensiveAdvantage: boolean;
  /** glossary: Demolition — the unit Charged a Garrisoned unit's Defensible Building: whether it may roll a Demolition instead of a Close Quarters Attack (rulebook p.45). */
  chargedBuilding: boolean;
  /** rulebook p.43 Making a Garrison Action: whether the unit may Garrison a Wrecked building as though it were a Defensible Building (Occupy). */
  garrisonsWrecked: boolean;
  /** rulebook p.28 Defensive Advantage: the target of the Charge has it (Stoic Defence: always). */
  defensiveAdvantage: boolean;
  /** rulebook p.29 Resolving Close Quarters Combat: Victory Points the winner's General scores, by source (Hunter). */
  closeQuartersWon: readonly VictoryPointAward[];
  /** rulebook p.29: the active unit won a Close Quarters Combat, the loser still stands: a rule to Charge it again (Overrun). */
  closeQuartersWonInOwnActivation: ChargeAgain | undefined;
  /** rulebook p.29 Resolving Close Quarters Combat: what becomes of the loser (Static: Annihilated). */
  closeQuartersLost: CloseQuartersLoss;
  /** rulebook p.26 The Attack Step: immediately after the unit resolved its own Ranged or Close Quarters Attack (Hit & Run). */
  ownAttackResolved: OwnAttackResolved;
  /** rulebook p.22: the end of the unit's Activation, the enemy models it Destroyed in Close Quarters: an attack it may make (Throw (X")). */
  endOfActivationAttack: EndOfActivationAttack;
  /** rulebook p.22: the end of the unit's Activation, whether it attacked, and the Statuses it gains (Stalker). */
  activationEnds: ActivationEnd;
  /** rulebook pp.34, 36: the Statuses the unit had as its Activation began that it loses as it ends (Construct keeps Disordered). */
  statusesEndWithActivation: readonly ExpiringStatus[];
  /** rulebook p.29: a failed Suppression Test outside an attack roll (the Close Quarters loser's): Statuses gained with Suppressed (Construct). */
  suppressedGained: readonly 'disordered'[];
  /** rulebook p.46 Transport Capacity: the Infantry models each model of the Transport carries (Capacity (X)). */
  transportCapacity: number;
  /** glossary: Bulky — the Transport a unit Embarks on: whether Bulky Infantry models count as two (Spacious: they do not). */
  bulkyCountsDouble: boolean;
  /** rulebook p.21 Deploying a Unit from Reserve: the distance within which every unit then takes a Suppression Test (Dynamic Entry (X")). */
  deployedFromReserve: number | undefined;
  /** rulebook p.35 Annihilating Units: the last model of the unit is about to be Destroyed: the die a rule rolls first (Spectacular Demise (X)). */
  lastModelDestroyed: RuleDice | undefined;
  /** rulebook p.50 Air Support Sortie: a model of the Aircraft unit is Destroyed before its Escape Step: the die a rule rolls before it is removed (Fiery Demise (X)). */
  modelDestroyedInSortie: RuleDice | undefined;
  /** rulebook p.35 Wrecks: a model of the unit is Destroyed: whether it stays on the battlefield, Wrecked (Large). */
  modelDestroyed: 'removed' | 'wrecked';
  /** rulebook p.21 Deploy Reserves: whether the unit may arrive from Reserve in the first and the final Round (Rapid Response). */
  reservesEveryRound: boolean;
  /** rulebook p.39 Controlling Objectives: whether the unit controls markers as Infantry or Cavalry do, and whether a unit able to is Embarked on it (Strongpoint). */
  controlsObjectives: ObjectiveControl;
  /** rulebook p.25: the target of Opportunity Fire: whether it can be Suppressed by it (p.25: no; Hot Headed: yes). */
  opportunityFireSuppresses: boolean;
  /** rulebook p.51 Reaction Steps: an Aircraft unit: whether it can gain the Suppressed status ("Aircraft units cannot be Suppressed"; Hot Headed: it can). */
  aircraftSuppressible: boolean;
  /** rulebook p.51 E. Reaction Step: an Aircraft unit forced to Fall Back after its Escape Step: whether it is Annihilated instead (Hot Headed). */
  fallBackAfterEscape: 'fallBack' | 'annihilated';
  /** glossary: Carrier (X), Heavy Carrier (X): the places each model has for Loaded X units, and those a unit takes by its level. */
  carrierLoad: CarrierLoad;
  /** rulebook p.46 Attacking Transport Units: models of an Occupied Transport unit were Destroyed: whether its Embarked unit may Disembark first (Bail Out). */
  transportModelsDestroyed: 'stayAboard' | 'mayBailOut';
  /** rulebook p.26 The Attack Step, at its end: an additional Weakened Ranged Attack with the grid of a unit aboard (Open Top). */
  attackStepEnded: AttackAboard | undefined;
  /** rulebook p.37 Issuing Commands: a card is played to Issue a Command to the unit: points added to its Value (Iron Resolve). */
  commandCardValue: number;
  /** rulebook pp.37-38: a card the unit's General plays to Issue or Interfere with a Command while the unit is on the Battlefield: points added to its Value, the General's best unit counting (Logistical Expertise). */
  generalCardValue: number;
  /** glossary: Interceptor: an Intercept is issued to the unit: points added to its card's Value (Tail Gunner (X)). */
  interceptCardValue: number;
  /** glossary: Interceptor: an Intercept is issued against the active unit: points added to the cards Interfering with it (Tail Gunner (X)). */
  interceptInterferenceValue: number;
  /** rulebook p.30 Take Cover: whether the unit may make the Special Action (Bulky: no). */
  takeCoverAllowed: boolean;
  /** rulebook p.57 Reserve Units: whether the unit must be Deployed in Reserve (Aerial Assault; Aircraft always, p.50). */
  mustStartInReserve: boolean;
  /** rulebook p.57 Deploy Forces, once both Deployment Zones are claimed: the rule that lets its General choose the unit to deploy first with a die of a pool (Forward). */
  deploymentZonesClaimed: string | undefined;
  /** rulebook p.21 Deploy Reserves: how the unit arrives from Reserve (Aerial Assault: by its own Special Command, not in that step). */
  arrivesFromReserve: 'deployReserves' | 'aerialAssault';
  /** rulebook p.50 Air Support Sortie, at the end of its Approach Step or the start of its Escape Step: the inches each model may move once per Activation along the Turning Template (rulebook p.16; Bank (X")). */
  sortieBank: number | undefined;
  /** rulebook p.21 Flank Attack: the unit is deployed from Reserve: the rule that bars issuing it the Special Command (Large). */
  flankAttackBarred: string | undefined;
  /** rulebook p.37 Issuing Commands: the rule that forbids issuing the unit any Command (Automata, Irrepressable). */
  commandsForbidden: string | undefined;
  /** glossary: Corrosive Fumes (X"): an enemy unit ends its Movement Step within X" of the unit: whether the unit gains Disordered (Automata: it is unaffected). */
  corrosiveFumesDisorders: boolean;
  /** rulebook p.39 Controlling Objectives: the rule that keeps the unit from controlling Strategic Objectives, though it contests them (Automata; Rabble in Open Formation). */
  objectiveControlBarred: ObjectiveControlBar;
  /** rulebook p.36 Falling Back, after a failed Suppression Test (its only cause): the Formation the unit then assumes (Rabble: Open). */
  fellBack: AssumedFormation;
  /** rulebook p.24 The Movement Step, at its end: the Formation the unit must assume, models unable to keep Unit Coherency Abandoned (Rabble: Close again). */
  movementStepEnded: AssumedFormation;
  /** rulebook p.16 Moving, pp.40-42 Terrain: what the unit's rules make of terrain and enemy models on its moves, read by the battlefield once per unit (battlefield/unit-traits.ts; Flying, Hover, Large, Pioneers, Ponderous, Stilted (X), Hurling). */
  unitMoves: MovementTraits;
  /** rulebook pp.10-11 Line of Sight, p.12 Target Acquisition: what the unit's rules make of lines of sight to, from and past its models, read by the battlefield once per unit (battlefield/unit-traits.ts; Flying, Bulwark, Large, Rolling Stock, Pioneers, Shrouded, Obfuscating (X"), Emplacement). */
  lineOfSightDrawn: SightTraits;
  /** rulebook p.17 Target Acquisition, for a Ranged Attack made with a row: how its weapon qualities let it be confirmed, folded through the row's qualities once per row (game/acquisition-route.ts; Turret, Trail, Trap, Indirect). */
  targetAcquisition: AcquisitionRoute;
  /** rulebook p.46 Transport Capacity: the unit Embarks on a Transport: the places each of its models takes (Bulky Infantry: two; a Spacious Transport ignores it at bulkyCountsDouble). */
  embarkingPlaces: EmbarkingPlaces;
  /** rulebook p.24 Double Time, Charge: the unit makes one: whether each unit its models move through takes a Suppression Test at the end of its move (Shockwave; game/shockwave.ts). */
  movedThroughTested: boolean;
  /** glossary: Shockwave, Dynamic Entry (X"): a unit moved through by a Shockwave, or within reach of a Dynamic Entry: the rule that leaves it without the Suppression Test (Large; game/shockwave.ts, game/transport/dynamic-entry.ts). */
  shockUnaffected: string | undefined;
  /** rulebook p.22 Activation, as it starts: the inches within which a friendly Infantry, Cavalry or Field Gun unit starting its Activation is guided by the unit in its Movement Step (Pathfinders; game/pathfinders.ts). */
  friendlyActivationStarts: number | undefined;
  /** glossary: Spotters — a friendly unit makes a Ranged Attack with the Indirect quality: whether the unit, On Lookout, is a Spotting unit its General may nominate (game/spotting.ts). */
  spottingUnit: boolean;
  /** rulebook p.30 Special Actions: those the unit may make in its Attack Step besides the rulebook's (glossary: Assault Ramp, Construction Team). */
  attackStepSpecialActions: readonly AttackStepAction[];
  /** rulebook p.43 Making a Garrison Action: whether the unit may make it in its Movement Step, as a Manoeuvre (glossary: Storming Party). */
  garrisonAsManoeuvre: boolean;
  /** rulebook p.46 Transport Capacity: the unit would Embark: a Trait the Transport unit must have (glossary: Run Amok: Containment Chambers). */
  transportTraitRequired: TransportTraitRequired | undefined;
  /** glossary: Tow — before Deployment begins: the Trait of the friendly unit the unit may nominate to tow (Gun Carriage). */
  towNominates: string | undefined;
  /** rulebook p.22 Activation, as it starts: whether its General may declare it reveals the top card of their deck, its Value setting the Charge and Double Time limits (glossary: Locomotor Boosters). */
  activationCardRevealed: boolean;
  /** rulebook p.21 Flank Attack: where a successful one may place the unit (glossary: Ambushers: within 3" of Dense or Difficult Terrain too). */
  flankAttackPlacement: FlankAttackPlacement;
  /** rulebook p.46 Transport Units: the Traits its Transport unit counts as having while the unit is Embarked on it (glossary: Command Signals: Commander). */
  traitsLentToTransport: readonly string[];
  /** rulebook p.41 Difficult Terrain: the inches around the unit within which all other units count as in Difficult Terrain for Movement (glossary: Hoarfrost Aura (X")). */
  difficultTerrainAura: number | undefined;
  /** rulebook p.17 Target Acquisition: what the unit's Ranged Attacks make of a target outside its Officer's Front Arc (glossary: Irregular: acquired, half its models counting). */
  targetOutsideFrontArc: OutsideFrontArc;
  /** glossary: Slow to Fire, Reactive, Coruscating, Portal Blast, Move or Fire, Fields of Fire, Overcharge, Precision — a Ranged or Close Quarters row, folded through its weapon qualities once per row: when it may be used and what using it brings (game/weapon-use-of.ts). */
  weaponUse: WeaponUse;
  /** glossary: All-Out Attack (X) — the unit in its Attack Step (rulebook p.26): how many attacks, one row each, it may make at once (game/all-out-attack.ts; 0 without the rule). */
  attacksInAttackStep: number;
  /** rulebook pp.50-51 Air Support Sortie — an Aircraft unit: what its rules make of it: Intercept received (glossary: Interceptor), one Reaction Step (glossary: Supercharger) (game/aircraft/sortie-traits.ts). */
  airSupportSortie: SortieTraits;
}

export type GameStep = keyof GameStepValues;

/**
 * A rule's handler at a game step: the value, the rule's X (0 when it takes
 * none) and, for a rule whose X is a Trait (`Support (Infantry)`), that Trait.
 */
export type GameHandler<S extends GameStep> = (
  value: GameStepValues[S],
  x: number,
  trait?: string,
) => GameStepValues[S];

/** The handlers a rule entry hooks into the game's sequence, for the unit that holds it. */
export type GameHooks = { readonly [S in GameStep]?: GameHandler<S> };

/**
 * Passes `value` through the `step` handlers of a unit's rules, in its profile's order. Rules the
 * registry does not know have no effect (reported when the game's data is loaded: setupRuleProblems).
 */
export function runGameStep<S extends GameStep>(
  registry: RuleRegistry,
  rules: readonly RuleRef[],
  step: S,
  value: GameStepValues[S],
): GameStepValues[S] {
  return runHandlerList(gameHandlerList(registry, rules), step, value);
}

/** A `step` handler of a rule a unit holds, the rule's X (0 when it takes none) and its X Trait if the X is one. */
interface StepHandler<S extends GameStep> {
  readonly handler: GameHandler<S>;
  readonly x: number;
  readonly trait: string | undefined;
}

/** The handlers of a list of rules for a registry, by step, found at the step's first run; `none`: no rule of it acts in the game's sequence. */
export interface GameHandlerList {
  readonly registry: RuleRegistry;
  readonly rules: readonly RuleRef[];
  readonly none: boolean;
  readonly byStep: { [S in GameStep]?: readonly StepHandler<S>[] };
}

// A registry and a profile's rules never change: a list's handlers are found once per step (for the registry last asked).
const handlerLists = new WeakMap<readonly RuleRef[], GameHandlerList>();

/** The handler list of a list of rules (remembered for the list); a list none of whose rules acts in the game's sequence answers every step at once. */
export function gameHandlerList(
  registry: RuleRegistry,
  rules: readonly RuleRef[],
): GameHandlerList {
  const known = handlerLists.get(rules);
  if (known?.registry === registry) return known;
  const none = rules.every((ref) => {
    const entry = checkRuleRef(ref, registry);
    return typeof entry === 'string' || entry.inGame === undefined;
  });
  const list = { registry, rules, none, byStep: {} };
  handlerLists.set(rules, list);
  return list;
}

/** Passes `value` through the `step` handlers of a handler list (runGameStep), by index: no iterator made per step. */
export function runHandlerList<S extends GameStep>(
  list: GameHandlerList,
  step: S,
  value: GameStepValues[S],
): GameStepValues[S] {
  if (list.none) return value;
  const handlers = stepHandlers(list, step);
  let current = value;
  for (let i = 0; i < handlers.length; i++) {
    const found = handlers[i];
    if (found !== undefined) current = found.handler(current, found.x, found.trait);
  }
  return current;
}

/** The `step` handlers of the rules of a list the registry knows, in the list's order. */
export function stepHandlers<S extends GameStep>(
  list: GameHandlerList,
  step: S,
): readonly StepHandler<S>[] {
  const byStep: { [K in S]?: readonly StepHandler<K>[] } = list.byStep;
  const known = byStep[step];
  if (known !== undefined) return known;
  const found: StepHandler<S>[] = [];
  for (const ref of list.rules) {
    const entry = checkRuleRef(ref, list.registry);
    if (typeof entry === 'string') continue;
    const handler = entry.inGame?.[step];
    if (handler === undefined) continue;
    const trait = entry.xIsTrait === true ? ruleTrait(ref)?.trait : undefined;
    found.push({ handler, x: ref.x ?? 0, trait });
  }
  byStep[step] = found;
  return found;
}
