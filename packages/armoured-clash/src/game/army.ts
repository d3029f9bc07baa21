import type { TargetCategory } from '../attack/attack.js';
import type { DeckDefinition } from '../cards/deck-definition.js';
import type { ForceScale } from '../cards/command-deck.js';
import type { ArmamentsGrid, ArmamentsRow } from '../profile/armaments.js';
import type { UnitType } from '../profile/unit-type.js';
import type { RuleRef } from '../rules/rule-ref.js';
import type { Edge } from '../battlefield/battlefield.js';
import type { ScenarioFile } from '../scenario/scenario-schema.js';
import type { ClashId, ObjectiveMarkerSetup } from './clash.js';
import type { CardDraw } from './generals/card-draw.js';

/** A Ranged row of the Armaments Grid (rulebook p.13). */
export interface ArmyRangedRow extends ArmamentsRow {
  readonly attack: 'ranged';
  readonly target: TargetCategory;
  readonly range: { readonly short: number; readonly long: number };
  readonly qualities: readonly RuleRef[];
}

/** A Melee or Impact row. */
export interface ArmyCloseQuartersRow extends ArmamentsRow {
  readonly attack: 'melee' | 'impact';
  readonly qualities: readonly RuleRef[];
}

/**
 * A unit of a Force as the game plays it: its profile and the models and
 * Victory Points Rating of its Reinforcement Level. (The forces package builds
 * these from an ORBAT and a force list.)
 */
export interface ArmyUnit {
  readonly id: string;
  readonly name: string;
  readonly type: UnitType;
  readonly category: TargetCategory;
  readonly size: number;
  readonly formation: 'close' | 'open';
  readonly speed: number;
  readonly defence: number;
  readonly damageLimit: number;
  readonly discipline: number;
  readonly breakLimit?: number;
  readonly traits: readonly string[];
  readonly specialRules: readonly RuleRef[];
  readonly armaments: ArmamentsGrid & {
    readonly rows: readonly (ArmyRangedRow | ArmyCloseQuartersRow)[];
  };
  /**
   * Base (or hull) width and depth, in inches; `outline`, when given, is the
   * Footprint itself (glossary: Extended Footprint: the base and the hull that
   * overhangs it): a convex polygon around the model's centre, in inches, the
   * model facing +x (+y to its left). Width and depth stay the base's.
   */
  readonly footprint: {
    readonly width: number;
    readonly depth: number;
    readonly outline?: readonly (readonly [number, number])[];
  };
  readonly models: number;
  readonly victoryPoints: number;
  /** Its Reinforcement Level (rulebook p.55), when known: some Conquest Objectives score by it (p.40). */
  readonly reinforcement?: 'basic' | 'reinforced' | 'fullStrength';
  /** rulebook p.46 Embarking During Deployment: the id of the Transport unit it is Embarked upon as the game starts. */
  readonly embarkedOn?: string;
  /** glossary: Carrier (X), Heavy Carrier (X): the id of the Carrier unit it is Loaded upon as the game starts. */
  readonly loadedOn?: string;
  /** glossary: Tow: the id of the unit with Tow that nominated it before Deployment (it is Towed: game/towed.ts). */
  readonly towedBy?: string;
}

/** rulebook p.56 Select a Clash: the card draw (every pair drawn, its winner) and the Clash its winner chose. */
export interface ClashChosen extends CardDraw {
  readonly clash: ClashId;
}

/**
 * rulebook p.56 Select a Clash: one Clash the winner of the card draw may
 * choose, and what it sets up once chosen (rulebook p.56 Prepare the
 * Battlefield: "Consult the Clash"): its Round Limit, the terrain it stands
 * first (Lord of the Manor's manor, before the setup's own), its Strategic
 * Objective Markers (or Supply Drop's placed by the Generals), and each
 * General's Deployment Zone and Rear Edge.
 */
export interface ClashOffered {
  readonly clash: ClashId;
  readonly rounds: number;
  readonly terrain: ScenarioFile['terrain'];
  readonly objectives: readonly ObjectiveMarkerSetup[];
  readonly supplyDropPlacement?: true;
  readonly generals: {
    readonly a: Pick<GeneralSetup, 'rearEdge' | 'zone'>;
    readonly b: Pick<GeneralSetup, 'rearEdge' | 'zone'>;
  };
}

/** One General's side of the game. */
export interface GeneralSetup {
  readonly name: string;
  readonly units: readonly ArmyUnit[];
  readonly deck: DeckDefinition;
  /** rulebook p.8: the edge they claim as their Rear Edge. */
  readonly rearEdge: Edge;
  /** rulebook p.8: their Deployment Zone, a convex polygon. */
  readonly zone: readonly (readonly [number, number])[];
}

/** Everything a game starts from (with the seed and the decisions, a game is fully determined). */
export interface GameSetup {
  readonly scale: ForceScale;
  /** The Clash's Round Limit (rulebook p.58: five Rounds for the common Clashes). */
  readonly rounds: number;
  readonly battlefield: { readonly width: number; readonly depth: number };
  readonly terrain: ScenarioFile['terrain'];
  /** The Clash whose objectives are scored in the End Phase (none: only annihilations score). */
  readonly clash?: ClashId;
  /** rulebook p.56 Select a Clash: the Clash was determined randomly, `drawClash(seed)` giving `clash`. */
  readonly clashDrawn?: { readonly seed: number | string };
  /**
   * rulebook p.56 Select a Clash: the Generals drew a card each and the winner
   * chose `clash` (the draw's pairs of card ids, its winner, the Clash chosen:
   * clashChosenProblem checks it against the decks and `clash`).
   */
  readonly clashChosen?: ClashChosen;
  /**
   * rulebook p.56 Select a Clash: the Clash is chosen in the game: the engine
   * draws a card for each General from the seed (equal Values draw again) and
   * the winner chooses one of these (stage `clash`, game/select-clash/); the
   * setup is then played with that Clash's (`setupInPlay`). The setup itself
   * then gives no `clash`, `objectives`, `supplyDropPlacement`, `clashDrawn`
   * nor `clashChosen`, and its Generals' zones and Rear Edges stand only until
   * the Clash is chosen.
   */
  readonly clashToChoose?: readonly ClashOffered[];
  /** Strategic Objective Markers on the battlefield. */
  readonly objectives?: readonly ObjectiveMarkerSetup[];
  readonly generals: { readonly a: GeneralSetup; readonly b: GeneralSetup };
  /**
   * rulebook p.56 Placing Terrain: the pieces the Generals may place, in turns,
   * before Deployment (stage `terrain`, game/terrain/), each where its General
   * puts it; `terrain` is then what stands before they start (none: `terrain`
   * is the whole battlefield).
   */
  readonly terrainPlacement?: { readonly pieces: readonly ScenarioFile['terrain'][number][] };
  /**
   * rulebook p.57 Deploy Forces: the Generals draw a card each; the highest
   * decides whether they are General A or B, and General A claims a
   * Deployment Zone (stage `generals`, game/generals/). Without it, side a is
   * General A and each General has the zone given here.
   */
  readonly generalDraw?: true;
  /**
   * rulebook p.60 Supply Drop: the Generals place the four Strategic Objective
   * Markers as decisions (stage `supplyDrop`, General A first, once General A
   * and B are decided; game/clashes/supply-drop-placement.ts), added to
   * `objectives` as they are placed. Without it `objectives` holds them.
   */
  readonly supplyDropPlacement?: true;
  /**
   * glossary: Portal Mastery (X) — the Portal Limit of the Force Scale, as the
   * Generals give it (no text we have states it: game/portals/portal-limit.ts);
   * without it no Portal Marker can be placed.
   */
  readonly portalLimit?: number;
}
