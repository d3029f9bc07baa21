import type { Choice, ChoiceKind } from './choice.js';
import { IllegalChoice } from './rule-error.js';
import type { GameState } from './state.js';
import { Face } from '../dice/faces.js';
import { COMMON_CLASHES } from '../scenario/select-clash.js';
import type { Field } from './choice-field.js';

/** The battlefield's edges, as choices name them. */
const EDGES = ['north', 'south', 'east', 'west'] as const;

/** The rule a malformed choice breaks: the protocol's table of choices. */
export const CHOICE_FORMAT = 'the game protocol: Choices (docs/protocol.md)';

/** The fields each kind of choice requires (docs/protocol.md, choice.ts and choices/). */
const FIELDS = {
  chooseClash: { clash: 'clash' },
  placeTerrain: { piece: 'terrain', at: 'at', facing: 'facing' },
  stopTerrain: {},
  chooseGeneral: { general: 'general' },
  claimZone: { rearEdge: 'edge' },
  placeObjective: { at: 'at' },
  chooseForward: { units: 'units' },
  deploy: { unit: 'unit', at: 'at', facing: 'facing' },
  reserve: { unit: 'unit' },
  deployReserve: { unit: 'unit', at: 'at', facing: 'facing' },
  stopReserves: {},
  vanguardAdvance: { unit: 'unit', at: 'at', facing: 'facing' },
  stopVanguard: {},
  giveInitiative: { to: 'side' },
  bid: { card: 'card' },
  surrender: {},
  discard: { cards: 'cards' },
  activate: { unit: 'unit' },
  advance: { at: 'at', facing: 'facing' },
  doubleTime: { at: 'at', facing: 'facing' },
  approach: { inches: 'inches' },
  escape: {},
  aim: {},
  hold: {},
  rangedAttack: { target: 'unit' },
  charge: { target: 'chargeTarget', at: 'at', facing: 'facing' },
  opportunityFire: { unit: 'unit' },
  noReaction: {},
  inspire: { units: 'units' },
  closeQuartersAttack: {},
  demolish: {},
  retaliate: { unit: 'unit' },
  overrun: { card: 'card' },
  throw: { target: 'unit' },
  takeCover: {},
  goOnLookout: {},
  reArm: {},
  allOutAttack: { targets: 'units' },
  declineSupport: {},
  declineCoordinated: {},
  repair: { unit: 'unit' },
  scourTheField: { marker: 'marker' },
  entrench: { unit: 'unit' },
  fieldsOfFire: { targets: 'units' },
  coruscatingAttack: { bearing: 'facing' },
  embark: { transport: 'unit' },
  disembark: { at: 'at', facing: 'facing' },
  garrison: { building: 'terrain' },
  assaultRamp: { at: 'at', facing: 'facing' },
  bailOut: { at: 'at', facing: 'facing' },
  stayAboard: {},
  openTopAttack: { unit: 'unit', target: 'unit' },
  intercept: { unit: 'unit', card: 'card' },
  aerialAssault: { unit: 'unit', at: 'at', facing: 'facing' },
  exit: { at: 'at', facing: 'facing' },
  interfere: { card: 'card' },
  noInterference: {},
  suppressionTest: {},
  targetedByRangedAttack: {},
  enemyEndsMove: {},
  orderLosses: { unit: 'unit', losses: 'models' },
  attackRerolls: {},
  placeVitalObjective: { at: 'at' },
  flankAttack: { unit: 'unit', at: 'at', facing: 'facing' },
  keepInReserve: { unit: 'unit' },
  claim: { cards: 'cards' },
  placePortalMarker: { at: 'at' },
  removePortalMarker: { marker: 'portal' },
  endPortalMastery: {},
  restoreModels: { count: 'count' },
  portalBlast: { marker: 'portal', units: 'units' },
  demiseOrder: { units: 'units' },
  chooseLoss: { unit: 'unit', model: 'model' },
  fieldPromotion: { unit: 'unit', model: 'model' },
} as const satisfies Record<ChoiceKind, Readonly<Record<string, Field>>>;

/** Fields a kind of choice may hold, checked when present. */
const OPTIONAL: Partial<Record<ChoiceKind, Readonly<Record<string, Field>>>> = {
  deploy: { forwardDie: 'die' },
  rangedAttack: {
    command: 'card',
    spotter: 'unit',
    prioritiseExposed: 'declared',
    precision: 'models',
    overcharge: 'declared',
  },
  activate: {
    command: 'card',
    locomotorBoosters: 'declared',
    soar: 'declared',
    portalMastery: 'card',
  },
  vanguardAdvance: { via: 'path' },
  doubleTime: { command: 'card', via: 'path' },
  advance: { command: 'card', via: 'path' },
  charge: { via: 'path' },
  closeQuartersAttack: { command: 'card', precision: 'models', overcharge: 'declared' },
  retaliate: { precision: 'models', overcharge: 'declared' },
  opportunityFire: { command: 'card', precision: 'models' },
  suppressionTest: { command: 'card' },
  targetedByRangedAttack: { command: 'card', losses: 'models' },
  attackRerolls: { command: 'card' },
  enemyEndsMove: { unit: 'unit', command: 'card' },
  flankAttack: { card: 'card' },
  aerialAssault: { card: 'card' },
  coruscatingAttack: { overcharge: 'declared', command: 'card', commandAgainst: 'unit' },
  allOutAttack: { command: 'card', commandAgainst: 'unit', precision: 'models' },
  openTopAttack: { precision: 'models' },
  fieldsOfFire: { command: 'card', commandAgainst: 'unit' },
  approach: { brakeTurn: 'turn', bank: 'turns' },
  escape: { brakeTurn: 'turn', bank: 'turns' },
};

function isKind(kind: unknown): kind is ChoiceKind {
  return typeof kind === 'string' && Object.hasOwn(FIELDS, kind);
}

function isCard(value: unknown): boolean {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

/** Why a field's value is wrong, or undefined when it is right. */
function fieldProblem(field: Field, value: unknown, state: GameState): string | undefined {
  switch (field) {
    case 'unit':
      if (typeof value !== 'string') return 'must be a unit id';
      return Object.hasOwn(state.units, value)
        ? undefined
        : `names no unit of this game ("${value}")`;
    case 'units':
      return Array.isArray(value) &&
        value.every((v) => typeof v === 'string' && Object.hasOwn(state.units, v))
        ? undefined
        : 'must be a list of unit ids of this game';
    case 'at':
      return Array.isArray(value) &&
        value.length === 2 &&
        value.every((v) => typeof v === 'number' && Number.isFinite(v))
        ? undefined
        : 'must be a point [x, y] of two finite numbers (inches)';
    case 'path':
      return Array.isArray(value) &&
        value.every((point) => fieldProblem('at', point, state) === undefined)
        ? undefined
        : 'must be a list of points [x, y], each of two finite numbers (inches)';
    case 'facing':
      return typeof value === 'number' && Number.isFinite(value)
        ? undefined
        : 'must be a finite number of degrees';
    case 'inches':
      return typeof value === 'number' && Number.isFinite(value) && value >= 0
        ? undefined
        : 'must be a finite number of inches, not negative';
    case 'turn': {
      const turn = value as { after?: unknown; facing?: unknown } | null;
      return typeof turn === 'object' &&
        turn !== null &&
        fieldProblem('inches', turn.after, state) === undefined &&
        fieldProblem('facing', turn.facing, state) === undefined
        ? undefined
        : 'must be { after, facing }: inches flown before the turn, then the new facing in degrees';
    }
    case 'turns':
      return Array.isArray(value) &&
        value.every((v) => fieldProblem('facing', v, state) === undefined)
        ? undefined
        : 'must be a list of turns, each a finite number of degrees';
    case 'side':
      return value === 'a' || value === 'b' ? undefined : 'must be "a" or "b"';
    case 'card':
      return isCard(value) ? undefined : 'must be a card id (a whole number)';
    case 'chargeTarget':
      return typeof value === 'string' && value.length > 0
        ? undefined
        : 'must be the id of a unit, or of a Defensible Building (text)';
    case 'terrain':
      return typeof value === 'string' && value.length > 0
        ? undefined
        : 'must be the id of a terrain piece (text)';
    case 'marker':
      return typeof value === 'string' && value.length > 0
        ? undefined
        : 'must be the id of a Strategic Objective Marker (text)';
    case 'portal':
      return typeof value === 'string' && value.length > 0
        ? undefined
        : 'must be the id of a Portal Marker (text)';
    case 'count':
      return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0
        ? undefined
        : 'must be a whole number, not negative';
    case 'model':
      return typeof value === 'string' && value.length > 0
        ? undefined
        : 'must be the id of a model (text)';
    case 'models':
      return Array.isArray(value) && value.every((v) => typeof v === 'string')
        ? undefined
        : 'must be a list of model ids (text)';
    case 'general':
      return value === 'A' || value === 'B' ? undefined : 'must be "A" or "B"';
    case 'edge':
      return typeof value === 'string' && (EDGES as readonly string[]).includes(value)
        ? undefined
        : `must be a battlefield edge (${EDGES.join(', ')})`;
    case 'clash':
      return typeof value === 'string' && (COMMON_CLASHES as readonly string[]).includes(value)
        ? undefined
        : `must be a common Clash (${COMMON_CLASHES.join(', ')})`;
    case 'die':
      return typeof value === 'string' && Object.hasOwn(Face, value)
        ? undefined
        : `must be a die's face (${Object.keys(Face).join(', ')})`;
    case 'declared':
      return value === true ? undefined : 'must be true when present (a declaration)';
    case 'cards':
      return Array.isArray(value) && value.every(isCard)
        ? undefined
        : 'must be a list of card ids (whole numbers)';
  }
}

/**
 * Checks that a choice has the shape the protocol gives it (a known kind, each
 * required field present with finite numbers and known unit ids, no field it
 * does not have) before any rule looks at it; a malformed one is refused as an
 * IllegalChoice.
 */
export function checkChoiceShape(choice: unknown, state: GameState): asserts choice is Choice {
  if (typeof choice !== 'object' || choice === null || Array.isArray(choice)) {
    throw new IllegalChoice(CHOICE_FORMAT, 'a choice must be an object with a kind');
  }
  const kind: unknown = (choice as { kind?: unknown }).kind;
  if (!isKind(kind)) {
    const named = typeof kind === 'string' ? `"${kind}"` : `of type ${typeof kind}`;
    throw new IllegalChoice(CHOICE_FORMAT, `unknown kind of choice ${named}`);
  }
  const fields: Readonly<Record<string, Field>> = FIELDS[kind];
  const optional: Readonly<Record<string, Field>> = OPTIONAL[kind] ?? {};
  // for-in over own fields (no list of keys or pairs made for each choice applied).
  for (const name in choice) {
    if (!Object.hasOwn(choice, name)) continue;
    if (name !== 'kind' && !Object.hasOwn(fields, name) && !Object.hasOwn(optional, name)) {
      throw new IllegalChoice(CHOICE_FORMAT, `${kind}: ${name} is not a field of this choice`);
    }
  }
  for (const name in fields) {
    const field = fields[name];
    if (field === undefined) continue;
    const value: unknown = Object.hasOwn(choice, name)
      ? (choice as Record<string, unknown>)[name]
      : undefined;
    const problem = fieldProblem(field, value, state);
    if (problem !== undefined) {
      throw new IllegalChoice(CHOICE_FORMAT, `${kind}: ${name} ${problem}`);
    }
  }
  for (const name in optional) {
    const field = optional[name];
    if (field === undefined || !Object.hasOwn(choice, name)) continue;
    const problem = fieldProblem(field, (choice as Record<string, unknown>)[name], state);
    if (problem !== undefined) {
      throw new IllegalChoice(CHOICE_FORMAT, `${kind}: ${name} ${problem}`);
    }
  }
}
