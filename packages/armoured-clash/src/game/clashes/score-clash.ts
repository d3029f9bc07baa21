import type { GameSetup } from '../army.js';
import type { ClashId } from '../clash.js';
import type { GameEvent } from '../events.js';
import type { GameState } from '../state.js';
import { scoreFindTheLady } from './find-the-lady.js';
import { scoreFlankingManoeuvres } from './flanking-manoeuvres.js';
import { scoreLordOfTheManor } from './lord-of-the-manor.js';
import { scorePitchedBattle } from './pitched-battle.js';
import { scoreSupplyDrop } from './supply-drop.js';

/** Each Clash's Clash Objective, scored in the End Phase. */
const CLASH_OBJECTIVES: Readonly<
  Record<ClashId, (setup: GameSetup, state: GameState) => GameEvent[]>
> = {
  pitchedBattle: scorePitchedBattle,
  supplyDrop: scoreSupplyDrop,
  lordOfTheManor: scoreLordOfTheManor,
  findTheLady: scoreFindTheLady,
  flankingManoeuvres: scoreFlankingManoeuvres,
};

/** rulebook p.22 The End Phase: the Generals score the Clash's Objectives (none without a Clash). */
export function scoreClash(setup: GameSetup, state: GameState): GameEvent[] {
  return setup.clash === undefined ? [] : CLASH_OBJECTIVES[setup.clash](setup, state);
}
