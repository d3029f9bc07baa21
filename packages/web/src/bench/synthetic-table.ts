import type { Game } from '../app/play/game-types.js';

/** The bench's table: 20 units of 10 models each, 200 models on a 72" by 48" battlefield. */
export const UNITS_PER_SIDE = 10;
export const MODELS_PER_UNIT = 10;
const WIDTH = 72;
const DEPTH = 48;
/** Where the rows of units stand, and the gaps between units and models (inches). */
const ROW_Y = { a: 10, b: 38 } as const;
const UNIT_GAP = 7;
const MODEL_GAP = 1.5;
const FIRST_X = 3;
const RANKS = 2;
const NORTH = Math.PI / 2;
/** The Clash's Round Limit and the moving unit's Movement Limit (the bench asks no rule). */
const ROUNDS = 5;
const MOVEMENT_LIMIT = 6;

/**
 * A game as the Play page reads it, at an Advance of General A's first unit:
 * made up (no rule is asked of it), to time drawing and dragging only.
 */
export function syntheticGame(): Game {
  const units: Record<string, unknown> = {};
  const armies = { a: [] as unknown[], b: [] as unknown[] };
  for (const side of ['a', 'b'] as const) {
    for (let u = 0; u < UNITS_PER_SIDE; u++) {
      const id = `${side}-${u}`;
      armies[side].push({
        id,
        name: `Unit ${id}`,
        type: 'infantry',
        footprint: { width: 1, depth: 1 },
        models: MODELS_PER_UNIT,
      });
      const models = Array.from({ length: MODELS_PER_UNIT }, (_, m) => ({
        id: `${id}-${m}`,
        x: FIRST_X + u * UNIT_GAP + (m % (MODELS_PER_UNIT / RANKS)) * MODEL_GAP,
        y: ROW_Y[side] + Math.floor(m / (MODELS_PER_UNIT / RANKS)) * MODEL_GAP,
        facing: side === 'a' ? NORTH : -NORTH,
      }));
      units[id] = {
        id,
        side,
        models,
        officer: `${id}-0`,
        damage: 0,
        statuses: [],
        deployed: true,
        inReserve: false,
        annihilated: false,
      };
    }
  }
  const general = (side: 'a' | 'b') => ({
    name: `General ${side}`,
    units: armies[side],
    deck: { cards: [] },
    rearEdge: side === 'a' ? 'south' : 'north',
    zone: [],
  });
  const game = {
    id: 'bench',
    clash: 'pitchedBattle',
    scale: 'battle',
    opponent: 'hotseat',
    index: 0,
    over: false,
    side: 'a',
    setup: {
      scale: 'battle',
      rounds: ROUNDS,
      battlefield: { width: WIDTH, depth: DEPTH },
      terrain: [],
      objectives: [],
      generals: { a: general('a'), b: general('b') },
    },
    view: { units, removedObjectives: [] },
    decision: {
      index: 0,
      player: 'a',
      prompt: 'Advance',
      options: [],
      constraints: [{ kind: 'advance', unit: 'a-0', limit: MOVEMENT_LIMIT }],
    },
  };
  return game as unknown as Game;
}
