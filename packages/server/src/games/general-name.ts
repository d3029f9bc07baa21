import { type GameState, type Side, generalA } from '@warroom/armoured-clash';

/**
 * Side `side` named as the General it is (rulebook p.57 Deploy Forces): the
 * card draw may make side b General A, so a message about a side says which
 * General the person knows it as (the engine's `generalA`: side a until a
 * draw decides otherwise).
 */
export function generalNamed(state: GameState, side: Side): string {
  return side === generalA(state) ? 'General A' : 'General B';
}
