import type { UnitType } from '@warroom/armoured-clash';
import type { Footprint } from '../orbat/orbat.js';

/**
 * Placeholder Footprints (rulebook p.10), in inches, by Unit Type: BattleScribe
 * files hold no base or hull sizes. The same sizes as the sample ORBATs: a 30 mm
 * square base for Infantry, 30 x 50 mm for Cavalry, 40 mm for Field Guns; hulls
 * for the rest. Generals measure their own models.
 */
const BY_TYPE: Readonly<Record<UnitType, Footprint>> = {
  infantry: { kind: 'base', width: 1.18, depth: 1.18 },
  cavalry: { kind: 'base', width: 1.18, depth: 1.97 },
  fieldGun: { kind: 'base', width: 1.57, depth: 1.57 },
  armour: { kind: 'hull', width: 1.38, depth: 2.17 },
  artillery: { kind: 'hull', width: 1.57, depth: 2.36 },
  rotorcraft: { kind: 'hull', width: 1.57, depth: 1.57 },
  aircraft: { kind: 'hull', width: 1.97, depth: 1.57 },
  fortification: { kind: 'hull', width: 2.95, depth: 2.95 },
};

/** A Behemoth's hull, whatever its Unit Type. */
const BEHEMOTH: Footprint = { kind: 'hull', width: 3.15, depth: 5.91 };

/** The placeholder Footprint of a unit of this type (a Behemoth's if it is one): no hull outline. */
export function placeholderFootprint(type: UnitType, behemoth: boolean): Omit<Footprint, 'hull'> {
  return { ...(behemoth ? BEHEMOTH : BY_TYPE[type]) };
}
