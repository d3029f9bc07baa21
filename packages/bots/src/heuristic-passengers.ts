import type { PlayerView } from '@warroom/armoured-clash';

/**
 * rulebook p.46 Transport Capacity: the unit Embarked on `transport` (a
 * Transport carries a single Infantry unit; glossary: Carrier (X), a Loaded
 * unit follows the same rules), or undefined when it carries none.
 */
export function passengerOf(view: PlayerView, transport: string): string | undefined {
  return Object.keys(view.units).find((id) => {
    const unit = view.units[id];
    return unit?.embarked?.transport === transport && !unit.annihilated;
  });
}
