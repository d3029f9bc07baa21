import { IllegalChoice } from './rule-error.js';

/**
 * Runs a geometric construction from a General's choice (forming a unit up,
 * placing a move): one the geometry cannot make (no coherent formation,
 * coordinates out of range) is an illegal choice under `rule`, never a crash.
 */
export function geometryOrIllegal<T>(rule: string, make: () => T): T {
  try {
    return make();
  } catch (error) {
    if (error instanceof RangeError || error instanceof TypeError) {
      throw new IllegalChoice(rule, error.message);
    }
    throw error;
  }
}
