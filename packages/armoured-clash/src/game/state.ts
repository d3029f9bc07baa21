import type { Soaring } from '../rules/soaring.js';
import type { RngState } from '@warroom/engine';
import type { Side } from '../battlefield/table.js';
import type { CommandDeck } from '../cards/command-deck.js';
import type { ConquestClaims } from './commands/conquest-claims.js';
import type { PendingCommand } from './commands/pending-command.js';
import type { TestsInTurn } from './commands/tests-in-turn.js';
import type { ActivationState } from './activation-state.js';
import type { SuppressionTestDue } from './suppression-test-due.js';
import type { DeclaredRangedAttack } from './attacks-declared.js';
import type { Face } from '../dice/faces.js';
import type { EnemyEndedMove } from './commands/enemy-ended-move.js';
import type { SupportOffer } from './support.js';
import type { CoordinatedOffer } from './coordinated.js';
import type { TerrainSetup } from '../scenario/piece-at.js';
import type { GeneralsDraw } from './generals/generals-draw.js';
import type { ClashDraw } from './select-clash/clash-draw.js';
import type { ForwardState } from './forward/forward-state.js';
import type { At } from './choices/at.js';
import type { PortalMarkers } from './portals/portal-markers.js';
import type { DemiseBlasts } from './demise-queue.js';
import type { LossChoiceDue } from './loss-choice-due.js';

/** The Statuses a unit can have (rulebook pp.17, 22, 30, 34-36, 62-63; glossary: Construction Team, Entrenched). */
export type Status =
  | 'activated'
  | 'suppressed'
  | 'disordered'
  | 'onLookout'
  | 'takingCover'
  | 'reloading'
  | 'entrenched'
  /** rulebook pp.62-63 Find the Lady: the unit carries the Vital Objective (game/clashes/vital-objective.ts). */
  | 'escortingTheVitalObjective';

export interface ModelState {
  readonly id: string;
  readonly x: number;
  readonly y: number;
  /** Radians, counter-clockwise from +x. */
  readonly facing: number;
}

export interface UnitState {
  readonly id: string;
  readonly side: Side;
  /** Models on the battlefield; the Officer first. Empty before deployment and once Annihilated. Replaced, never changed in place. */
  models: readonly ModelState[];
  officer: string;
  damage: number;
  statuses: Status[];
  deployed: boolean;
  /** rulebook p.57 Reserve Units: set aside at deployment, to arrive from Round 2 (p.21). */
  inReserve: boolean;
  annihilated: boolean;
  /**
   * rulebook p.46 Embarked Units: the Transport unit it is Embarked on and its
   * models there; it is then off the table (`models` empty, `deployed` false) and
   * in play while its Transport is (game/transport/).
   */
  embarked?:
    | {
        readonly transport: string;
        readonly models: number;
        /** glossary: Carrier (X): the unit is Loaded, carried by this model of the Carrier unit (it follows the Embarked Units rules). */
        readonly carrierModel?: string;
      }
    | undefined;
  /**
   * rulebook p.43 Making a Garrison Action: the Defensible Building (a terrain
   * piece id) it Garrisons. Its models are set aside (kept here for counting
   * and losses); the building stands in for them on the table (game/transport/).
   */
  garrisoning?: string | undefined;
  /** glossary: Trap — it started or ended its latest Movement Step Garrisoning or with a model in Difficult or Dense Terrain (game/trap-cover.ts). */
  trapExposed?: true | undefined;
  /** glossary: Pathfinders — the unit with Pathfinders guiding it through this Movement Step (game/pathfinders.ts). */
  pathfinder?: string | undefined;
  /** rulebook p.51 The Escape Step: an Aircraft unit back in Reserve: how many models it still has (it deploys again with those; game/aircraft/). */
  returnedModels?: number | undefined;
  /**
   * rulebook p.35 Wrecks: its models Destroyed that stay on the battlefield as
   * Blocking Terrain, Wrecked (glossary: Large; game/wrecks.ts). Replaced, never
   * changed in place; kept once the unit is Annihilated.
   */
  wrecks?: readonly ModelState[] | undefined;
  /** glossary: Soar (X"): declared as its Activation started, what it is until that Activation ends (game/soar.ts). */
  soaring?: Soaring | undefined;
  /** The Formation it fights in when a rule made it assume one other than its profile's (glossary: Rabble; game/formation.ts). */
  formation?: 'close' | 'open' | undefined;
}

export interface PlayerState {
  readonly deck: CommandDeck;
  vp: number;
  /** The card bid for the Initiative this Round, or 'surrender'; cleared once resolved. */
  bid?: number | 'surrender' | undefined;
  /** Cards discarded in the Draw Cards step are chosen: true once this General has chosen. */
  drawn?: boolean | undefined;
  /** rulebook p.21 Deploy Reserves: this General has stopped deploying units from Reserve this Round. */
  reservesDone?: boolean | undefined;
  /**
   * rulebook pp.34-35: this General's standing order of preference for the
   * losses of its units, by unit id (choice `orderLosses`,
   * game/standing-loss-order.ts). Hidden from the other General (game/view.ts
   * shows the other's cards only). Replaced, never changed in place.
   */
  lossOrders?: Readonly<Record<string, readonly string[]>> | undefined;
}

export type { ActivationState } from './activation-state.js';

export type Stage =
  /** rulebook p.56 Select a Clash: the winner of the card draw chooses the Clash (setup `clashToChoose`; game/select-clash/). */
  | 'clash'
  /** rulebook p.56 Placing Terrain: the Generals place terrain in turns (game/terrain/). */
  | 'terrain'
  /** rulebook p.57 Deploy Forces: the draw's winner decides who is General A, who claims a Deployment Zone (game/generals/). */
  | 'generals'
  /** rulebook p.60 Supply Drop: once General A and B are decided, they place the four Strategic Objective Markers, General A first. */
  | 'supplyDrop'
  /** glossary: Forward: each General chooses their Forward units, then the Forward Pools are rolled (game/forward/). */
  | 'forward'
  | 'deployment'
  | 'vanguard'
  | 'chooseInitiative'
  | 'initiative'
  | 'drawCards'
  | 'deployReserves'
  | 'activation'
  | 'over';

export interface GameResult {
  readonly winner: Side | 'draw';
  readonly devastating: boolean;
  readonly vp: { readonly a: number; readonly b: number };
}

/**
 * rulebook p.33 Bonus Re-Rolls: an Attack Roll by `unit` against `target`
 * waiting before any die is re-rolled, and the dice of its first roll
 * (`rolled`, with those its Heroic Strikes added).
 */
export interface RerollsDue {
  readonly unit: string;
  readonly target: string;
  readonly rolled: readonly Face[];
}

/** The whole state of a game: plain data, serialisable with JSON. */
export interface GameState {
  readonly version: 1;
  rng: RngState;
  round: number;
  stage: Stage;
  /** Whose turn it is to decide in turn-based stages (deployment, activation). */
  turn: Side;
  initiative: Side;
  /** The General who finished deploying first (rulebook p.57: they choose who has the Initiative). */
  firstDeployed?: Side | undefined;
  /** glossary: Vanguard (X"): the units that made their free Advance before the first Round, and the Generals done with theirs (game/vanguard.ts). */
  vanguard?: { readonly moved: readonly string[]; readonly done: readonly Side[] } | undefined;
  players: { a: PlayerState; b: PlayerState };
  /** rulebook p.56 Select a Clash: the card draw and the Clash its winner chose (replaced, never changed in place; game/select-clash/). */
  clashDraw?: ClashDraw | undefined;
  /** rulebook p.56 Placing Terrain: the pieces the Generals placed, in order (replaced, never changed in place; game/terrain/). */
  placedTerrain?: readonly TerrainSetup[] | undefined;
  /** rulebook p.56: the General who said they place no more terrain; the other may place one more piece. */
  terrainStopped?: Side | undefined;
  /** rulebook p.60 Supply Drop: the Strategic Objective Markers the Generals placed, in order (replaced, never changed in place; game/clashes/supply-drop-placement.ts). */
  placedObjectives?: readonly At[] | undefined;
  /** rulebook p.57 Deploy Forces: the card draw for General A, who is General A and the zone claimed (replaced, never changed in place; game/generals/). */
  generals?: GeneralsDraw | undefined;
  /** glossary: Forward: the units each General chose and their Forward Pools (replaced, never changed in place; game/forward/). */
  forward?: ForwardState | undefined;
  units: Record<string, UnitState>;
  activation?: ActivationState | undefined;
  /** rulebook p.37: a Command issued face down, waiting for the other General's Interference (game/commands). */
  command?: PendingCommand | undefined;
  /** rulebook pp.36-37: a Suppression Test due, waiting while the unit's General may issue a Command at it (game/suppression-test-due.ts). */
  suppressionTest?: SuppressionTestDue | undefined;
  /** glossary: Shockwave, Dynamic Entry (X"): Suppression Tests of several units in turn, those still to take theirs (game/commands/tests-in-turn.ts). */
  testsInTurn?: TestsInTurn | undefined;
  /** rulebook p.37: the Attack Step's Ranged Attack declared, waiting while the target's General may issue a Command to it (Dig In; game/commands/targeted-command.ts). */
  targetedByRangedAttack?: DeclaredRangedAttack | undefined;
  /**
   * rulebook p.33 Bonus Re-Rolls: an Attack Roll by `unit` against `target`
   * (the Attack Step's, an Engage Step's, a Throw, an Open Top attack,
   * Opportunity Fire, a Close Quarters strike, Sponsons (X), a Demolition)
   * rolled, waiting before any die is re-rolled while its General may issue a
   * Command. `rolled` is a copy of the dice of its first roll, for the
   * decision to show (`firstRoll`); the attack keeps its own where it resumes
   * from (`activation.attacksDeclared`, ...; game/commands/rerolls-due.ts,
   * rerolls-wait.ts).
   */
  rerollsDue?: RerollsDue | undefined;
  /** rulebook pp.34-35: a choice among a unit's losses (or its Field Promotion) waiting for its General (game/loss-choice-due.ts, loss-choice-wait.ts). */
  lossChoiceDue?: LossChoiceDue | undefined;
  /** While a choice is made again after a loss choice was answered: the answers still to take effect, in order (game/loss-choice-due.ts askedOn). */
  lossPicks?: readonly string[] | undefined;
  /** rulebook p.37: an enemy unit ended a move (the active unit's Advance, Double Time, Charge or free Advance; a Fall Back, a Withdraw, a Vanguard free Advance); the other General may issue a Command (Covering Fire) before the game goes on (game/commands/enemy-ends-move.ts, enemy-ended-move.ts). */
  enemyEndedMove?: EnemyEndedMove | undefined;
  /** rulebook p.37: units that ended a Fall Back (or a Garrison's Exit instead) outside an Activation, as Suppression Tests are taken in turn (glossary: Dynamic Entry (X")), the other General not yet offered a Command then (replaced, never changed in place; game/commands/moves-ended.ts). */
  movesEnded?: readonly string[] | undefined;
  /** glossary: Aerial Assault — failed through Interference: not again in this turn of that General (its Activated units counted then; game/aerial-assault/). */
  aerialAssaultFailed?:
    { readonly side: Side; readonly round: number; readonly activated: number } | undefined;
  /** rulebook p.21 Flank Attack failed through Interference: the General keeps the unit in Reserve or deploys it as usual (game/commands). */
  flankAttackFailed?: { readonly side: Side; readonly unit: string } | undefined;
  /** rulebook p.40: Conquest Objectives whose Trigger was just met, each General's in turn (game/commands/conquest.ts). */
  claims?: readonly ConquestClaims[] | undefined;
  /** rulebook p.22 Coordinated Units — an Activation in the same turn offered as a unit's Activation ended (game/coordinated.ts). */
  coordinated?: CoordinatedOffer | undefined;
  /** glossary: Bail Out — models of `transport` were Destroyed: its Embarked unit `unit` may Disembark before its losses (game/transport/bail-out.ts). */
  bailOut?: { readonly transport: string; readonly unit: string } | undefined;
  /** glossary: Spectacular Demise (X), Fiery Demise (X) — the blasts of demises rolled, still to be made one unit at a time (replaced, never changed in place; game/demise-queue.ts). */
  demiseBlasts?: DemiseBlasts | undefined;
  /** glossary: Support (X) — a follow-up Activation offered as a unit's Activation ended (game/support.ts). */
  support?: SupportOffer | undefined;
  /** Defensible Buildings Wrecked (glossary: Demolition), by terrain piece id: Blocking Terrain, Garrisoned only with Occupy (replaced, never changed in place). */
  wreckedBuildings?: readonly string[] | undefined;
  /** Strategic Objective Markers removed from play, by id (rulebook p.60 Recover Supplies). */
  removedObjectives?: string[] | undefined;
  /**
   * rulebook pp.62-63 Find the Lady: the marker found as the Vital Objective,
   * and where it lies once an Escorting unit dropped it (replaced, never changed in place).
   */
  vitalObjective?: VitalObjective | undefined;
  /** glossary: Portal Mastery (X) — the Portal Markers on the battlefield (replaced, never changed in place; game/portals/). */
  portals?: PortalMarkers | undefined;
  result?: GameResult | undefined;
}

/** The Vital Objective (rulebook pp.62-63): its marker, and `at` while it lies on the battlefield after being dropped. */
export interface VitalObjective {
  readonly marker: string;
  readonly at?: readonly [number, number];
  /**
   * Just dropped: the active General (`by`) places it in contact with the
   * Officer of `unit` where it stood (`officer`), in its Front Arc
   * (game/clashes/vital-objective-placement.ts); `at` is the spot straight ahead until then.
   */
  readonly placing?: { readonly by: Side; readonly unit: string; readonly officer: ModelState };
}

export function other(side: Side): Side {
  return side === 'a' ? 'b' : 'a';
}
