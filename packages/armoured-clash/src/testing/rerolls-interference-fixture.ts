import type { Choice } from '../game/choice.js';
import { CARD, filler } from './command-fixture.js';

/** rulebook p.33 Bonus Re-Rolls: the attack let go without a Command. */
export const goOn: Choice = { kind: 'attackRerolls' };

/** rulebook p.33: Steady Hands issued on the first roll (Blanks re-rolled too). */
export const steadyHands: Choice = { kind: 'attackRerolls', command: CARD.steadyHands };

/** Value 7: higher than Steady Hands (Value 5), so an Interference with it makes the Command fail (p.38). */
export const HIGHER = filler(7);

/** rulebook p.38 Interference: the other General Interferes with HIGHER. */
export const interfere: Choice = { kind: 'interfere', card: HIGHER };
