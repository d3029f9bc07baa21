import { STEP } from '../replays/replay-step-fixture.js';
import type { Game } from './game-types.js';

/**
 * The parts of a game the Play page's choice words read, for its tests: the
 * Replays page's test step (two small forces, their decks, some terrain), as
 * General A sees it.
 */
export const GAME = { ...STEP, side: 'a' } as unknown as Game;
