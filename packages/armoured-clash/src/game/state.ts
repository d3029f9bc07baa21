import { type RngState, seedRng } from '@warroom/engine';
import type { Side } from '../battlefield/table.js';
import { type CommandDeck, newCommandDeck } from '../cards/command-deck.js';
import type { ActivationEndAttack, FreeAdvance } from '../rules/movement-step-values.js';
import type { GameSetup } from './army.js';
import type { ConquestClaims } from './commands/conquest-claims.js';
import type { PendingCommand } from './commands/pending-command.js';
import type { SupportOffer } from './support.js';
import type { CoordinatedOffer } from './coordinated.js';
import { startsEmbarked } from './transport/starts-embarked.js';
import { startsInReserve } from './aircraft/aircraft.js';
import type { Sortie } from './aircraft/sortie-state.js';

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
  /** Models on the battlefield; the Officer first. Empty before deployment and once Annihilated. */
  models: ModelState[];
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
  embarked?: { readonly transport: string; readonly models: number };
  /**
   * rulebook p.43 Making a Garrison Action: the Defensible Building (a terrain
   * piece id) it Garrisons. Its models are set aside (kept here for counting
   * and losses); the building stands in for them on the table (game/transport/).
   */
  garrisoning?: string;
  /** rulebook p.51 The Escape Step: an Aircraft unit back in Reserve: how many models it still has (it deploys again with those; game/aircraft/). */
  returnedModels?: number;
  /**
   * rulebook p.35 Wrecks: its models Destroyed that stay on the battlefield as
   * Blocking Terrain, Wrecked (glossary: Large; game/wrecks.ts). Replaced, never
   * changed in place; kept once the unit is Annihilated.
   */
  wrecks?: readonly ModelState[];
}

export interface PlayerState {
  readonly deck: CommandDeck;
  vp: number;
  /** The card bid for the Initiative this Round, or 'surrender'; cleared once resolved. */
  bid?: number | 'surrender';
  /** Cards discarded in the Draw Cards step are chosen: true once this General has chosen. */
  drawn?: boolean;
  /** rulebook p.21 Deploy Reserves: this General has stopped deploying units from Reserve this Round. */
  reservesDone?: boolean;
}

/** Where the active unit's Activation is (rulebook p.24). */
export interface ActivationState {
  readonly unit: string;
  step: 'movement' | 'attack';
  /** A failed Rally Test: only the Movement Step or the Attack Step may be used (rulebook p.24). */
  rallyFailed: boolean;
  moved: boolean;
  /** The unit made an Advance manoeuvre in this Activation's Movement Step (glossary: Move or Fire). */
  advanced?: boolean;
  /** Enemy units the unit moved through in its Movement Step, kept for a Trail row (glossary: Trail). */
  movedThrough?: readonly string[];
  aimed: boolean;
  /** The Suppressed and Disordered statuses the unit had as the Activation began: they end with it (rulebook pp.34, 36). */
  readonly expiring: readonly Status[];
  /** rulebook p.24 The Reaction Steps: the other General may now declare Opportunity Fire. */
  reaction?: 'first' | 'second';
  /** rulebook p.25: Opportunity Fire can only be declared once per Activation. */
  opportunityFireUsed?: boolean;
  /** The Movement Step used up the Attack Step (Double Time, a failed Rally Test): the Activation ends after the second Reaction Step. */
  endsAfterReaction?: boolean;
  /** glossary: Berserk — the unit failed its Rally Test and must Charge in this Movement Step. */
  mustCharge?: boolean;
  /** glossary: Inspiring (X) — its Movement Step ended: its General chooses the units that lose Suppressed (game/inspiring.ts). */
  inspiring?: { readonly endsActivation: boolean; readonly chosen: boolean };
  /** The unit made an Attack during this Activation, a Ranged or a Close Quarters Attack (glossary: Stalker). */
  attacked?: boolean;
  /** A free Advance the unit may make now, after its attack (glossary: Hit & Run (X"); game/hit-and-run.ts). */
  freeAdvance?: FreeAdvance;
  /** The free Advance after the attack was offered (or found not to apply) this Activation. */
  freeAdvanceOffered?: boolean;
  /** The unit just won a Close Quarters Combat against this unit, which still stands (glossary: Overrun). */
  wonCloseQuartersAgainst?: string;
  /** glossary: Overrun — offered to the General (not yet declared), or declared: the unit must Charge `target` (game/overrun.ts). */
  overrun?: { readonly target: string; readonly declared: boolean };
  /** An Overrun was offered this Activation: only one per Activation. */
  overrunOffered?: boolean;
  /** Enemy models the unit Destroyed in Close Quarters Combat during this Activation (glossary: Throw (X")). */
  destroyedInCloseQuarters?: number;
  /** An attack offered at the end of the Activation (glossary: Throw (X"); game/throw.ts). */
  endAttack?: ActivationEndAttack;
  /** The attack at the end of the Activation was offered (or found not to apply). */
  endAttackOffered?: boolean;
  /** rulebook p.24 Charge: its target, whether it was Outflanked, and whether the Charge was Impeded (p.25). */
  charge?: { readonly target: string; readonly outflanked: boolean; readonly impeded: boolean };
  /** A Double Time a Command was issued with, out of reach once the Command failed: the unit makes it again (game/commands). */
  doubleTimeOwed?: boolean;
  /** rulebook p.30 Embark: the unit made a Disembark manoeuvre this turn (game/transport/). */
  disembarked?: boolean;
  /** rulebook p.26 Reforming: the unit made a Disembark or Exit manoeuvre this turn (game/transport/). */
  reforming?: boolean;
  /** rulebook p.38 Command Limits: the Generals who issued a Command this Activation (replaced, never changed in place). */
  commandsIssued?: readonly Side[];
  /** rulebook pp.50-51: an Aircraft unit's Air Support Sortie, instead of the standard steps (game/aircraft/). */
  sortie?: Sortie;
}

export type Stage =
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
  firstDeployed?: Side;
  /** glossary: Vanguard (X"): the units that made their free Advance before the first Round, and the Generals done with theirs (game/vanguard.ts). */
  vanguard?: { readonly moved: readonly string[]; readonly done: readonly Side[] };
  players: { a: PlayerState; b: PlayerState };
  units: Record<string, UnitState>;
  activation?: ActivationState;
  /** rulebook p.37: a Command issued face down, waiting for the other General's Interference (game/commands). */
  command?: PendingCommand;
  /** rulebook p.21 Flank Attack failed through Interference: the General keeps the unit in Reserve or deploys it as usual (game/commands). */
  flankAttackFailed?: { readonly side: Side; readonly unit: string };
  /** rulebook p.40: Conquest Objectives whose Trigger was just met, each General's in turn (game/commands/conquest.ts). */
  claims?: readonly ConquestClaims[];
  /** rulebook p.22 Coordinated Units — an Activation in the same turn offered as a unit's Activation ended (game/coordinated.ts). */
  coordinated?: CoordinatedOffer;
  /** glossary: Support (X) — a follow-up Activation offered as a unit's Activation ended (game/support.ts). */
  support?: SupportOffer;
  /** Strategic Objective Markers removed from play, by id (rulebook p.60 Recover Supplies). */
  removedObjectives?: string[];
  /**
   * rulebook pp.62-63 Find the Lady: the marker found as the Vital Objective,
   * and where it lies once an Escorting unit dropped it (replaced, never changed in place).
   */
  vitalObjective?: VitalObjective;
  result?: GameResult;
}

/** The Vital Objective (rulebook pp.62-63): its marker, and `at` while it lies on the battlefield after being dropped. */
export interface VitalObjective {
  readonly marker: string;
  readonly at?: readonly [number, number];
}

export function other(side: Side): Side {
  return side === 'a' ? 'b' : 'a';
}

/**
 * A new game at Deployment (rulebook p.57): each General's Command & Conquest
 * deck shuffled with the seeded generator, hands still empty (they are drawn in
 * Round 1's Draw Cards step, rulebook p.21), every unit waiting to deploy,
 * General A placing first. `initiative` is a placeholder until the General who
 * finished deploying first gives it. Throws RangeError if two units share an id.
 */
export function initialState(setup: GameSetup, seed: number | string): GameState {
  const rng = seedRng(seed);
  const units: Record<string, UnitState> = {};
  for (const side of ['a', 'b'] as const) {
    for (const unit of setup.generals[side].units) {
      if (units[unit.id] !== undefined) throw new RangeError(`unit id "${unit.id}" is used twice`);
      units[unit.id] = {
        id: unit.id,
        side,
        models: [],
        officer: `${unit.id}#1`,
        damage: 0,
        statuses: [],
        deployed: false,
        inReserve: startsInReserve(unit),
        annihilated: false,
        ...startsEmbarked(setup, side, unit),
      };
    }
  }
  return {
    version: 1,
    rng,
    round: 1,
    stage: 'deployment',
    turn: 'a',
    initiative: 'a',
    players: {
      a: { deck: newCommandDeck(rng, setup.generals.a.deck), vp: 0 },
      b: { deck: newCommandDeck(rng, setup.generals.b.deck), vp: 0 },
    },
    units,
  };
}

/**
 * A copy of the state that changes to the copy cannot reach the original:
 * every mutable part is copied; model placements are shared (they are never
 * changed in place, only replaced). Much cheaper than structuredClone.
 */
export function copyState(state: GameState): GameState {
  const units: Record<string, UnitState> = {};
  for (const [id, unit] of Object.entries(state.units)) {
    // Object.assign rather than a spread: units come in many shapes, where a spread is slow.
    const copy: UnitState = Object.assign({}, unit);
    copy.models = unit.models.slice();
    copy.statuses = unit.statuses.slice();
    units[id] = copy;
  }
  const player = (p: PlayerState): PlayerState => ({
    ...p,
    deck: {
      piles: {
        drawPile: p.deck.piles.drawPile.slice(),
        discardPile: p.deck.piles.discardPile.slice(),
      },
      hand: p.deck.hand.slice(),
      communicationsBreakdown: p.deck.communicationsBreakdown,
    },
  });
  return {
    ...state,
    rng: { ...state.rng },
    players: { a: player(state.players.a), b: player(state.players.b) },
    units,
    ...(state.activation === undefined ? {} : { activation: { ...state.activation } }),
    ...(state.removedObjectives === undefined
      ? {}
      : { removedObjectives: state.removedObjectives.slice() }),
  };
}
