import type { Face, PlayerView } from '@warroom/armoured-clash';

/**
 * rulebook p.33 Bonus Re-Rolls: the dice of the attack waiting before its
 * re-rolls: a Close Quarters strike's (kept with the combat), Sponsons (X)'
 * roll (kept with the rolls at the end of the Charge), or the first of the
 * attacks declared (a Ranged Attack, Opportunity Fire, a Throw, Open Top).
 */
export function firstRollWaiting(view: PlayerView): readonly Face[] {
  const activation = view.activation;
  return (
    activation?.closeQuarters?.next?.rolled ??
    activation?.sponsons?.rolled ??
    activation?.attacksDeclared?.attacks[0]?.rolled ??
    []
  );
}
