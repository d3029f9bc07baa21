import type { TargetCategory } from '../attack/attack.js';

/**
 * glossary: Soar (X") — what a unit whose General declared it will Soar becomes
 * until the end of its Activation: Speed X", Target Category Aerial, Size 10;
 * moving, it treats all Terrain and enemy units as Open Terrain but cannot end
 * in Impassable or Blocking Terrain; it cannot make Aim, Exit or Disembark
 * manoeuvres. Plain data, kept on the unit while it Soars (`UnitState.soaring`).
 */
export interface Soaring {
  readonly rule: string;
  readonly speed: number;
  readonly category: TargetCategory;
  readonly size: number;
}
