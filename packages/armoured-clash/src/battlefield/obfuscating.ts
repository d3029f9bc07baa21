import { EPSILON, distanceBetween } from '@warroom/engine';
import { type Table, modelsOf } from './table.js';
import { sightTraitsOf } from './unit-traits.js';

/**
 * The units whose models Line of Sight always finds Obscured during an enemy
 * Ranged Attack (glossary: Shrouded): those with Shrouded; glossary: Obfuscating
 * (X") — those with Obfuscating, and the friendly units whose models are all
 * within X" of one (rulebook p.11: each model's closest point within X").
 */
export function shroudedUnits(table: Table): ReadonlySet<string> {
  const shrouded = new Set<string>();
  const obfuscating: { readonly id: string; readonly side: string; readonly x: number }[] = [];
  for (const unit of table.units.values()) {
    // Its rules, read at the game step lineOfSightDrawn (Shrouded, Obfuscating (X")).
    const traits = sightTraitsOf(unit);
    if (traits.shrouded) shrouded.add(unit.id);
    if (traits.obfuscating === undefined) continue;
    shrouded.add(unit.id);
    obfuscating.push({ id: unit.id, side: unit.side, x: traits.obfuscating });
  }
  for (const source of obfuscating) {
    const theirs = modelsOf(table, source.id);
    for (const unit of table.units.values()) {
      if (unit.side !== source.side || shrouded.has(unit.id)) continue;
      const models = modelsOf(table, unit.id);
      const covered = models.every((m) =>
        theirs.some((t) => distanceBetween(t.footprint, m.footprint) <= source.x + EPSILON),
      );
      if (models.length > 0 && covered) shrouded.add(unit.id);
    }
  }
  return shrouded;
}
