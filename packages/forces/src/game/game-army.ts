import type { ArmyUnit } from '@warroom/armoured-clash';
import { type Force, forceUnits } from '../force-list/resolve-force.js';
import { gameFootprint } from './game-footprint.js';
import { gameSpecialRules } from './game-special-rules.js';

/** A unit of the list the game cannot field yet, and why. */
export interface LeftOut {
  readonly unit: string;
  readonly reason: string;
}

/**
 * The units of a validated force as the game plays them: each listed unit's
 * profile with the models and Victory Points Rating of its level. Units ids are
 * `<side>-<n>-<profile id>`. Every Unit Type is played, Fortifications too; a
 * unit not found in the ORBAT is left out and said. A unit listed `embarkedOn` a
 * Transport's tag starts Embarked on it (rulebook p.46 Embarking During Deployment),
 * one listed `loadedOn` a Carrier's tag starts Loaded on it (glossary: Carrier (X)),
 * one listed `towedBy` a Tow unit's tag is Towed by it (glossary: Tow).
 */
export function armyOf(force: Force, side: 'a' | 'b'): { units: ArmyUnit[]; leftOut: LeftOut[] } {
  const units: ArmyUnit[] = [];
  const leftOut: LeftOut[] = [];
  const idOf = (i: number, profileId: string): string => `${side}-${i + 1}-${profileId}`;
  const tagged = new Map<string, string>();
  forceUnits(force).forEach((unit, i) => {
    if (unit.listed.tag !== undefined && unit.profile !== undefined)
      tagged.set(unit.listed.tag, idOf(i, unit.profile.id));
  });
  forceUnits(force).forEach((unit, i) => {
    const { profile, level } = unit;
    if (profile === undefined || level === undefined) {
      leftOut.push({ unit: unit.label, reason: 'not found in the ORBAT' });
      return;
    }
    const transport =
      unit.listed.embarkedOn === undefined ? undefined : tagged.get(unit.listed.embarkedOn);
    const carrier =
      unit.listed.loadedOn === undefined ? undefined : tagged.get(unit.listed.loadedOn);
    const tow = unit.listed.towedBy === undefined ? undefined : tagged.get(unit.listed.towedBy);
    units.push({
      id: idOf(i, profile.id),
      name: profile.name,
      type: profile.type,
      category: profile.category,
      size: profile.size,
      formation: profile.formation,
      speed: profile.speed,
      defence: profile.defence,
      damageLimit: profile.damageLimit,
      discipline: profile.discipline,
      ...(profile.breakLimit === undefined ? {} : { breakLimit: profile.breakLimit }),
      traits: profile.traits,
      specialRules: gameSpecialRules(profile),
      armaments: profile.armaments,
      footprint: gameFootprint(profile),
      models: level.models,
      victoryPoints: level.victoryPoints,
      reinforcement: unit.listed.level,
      ...(transport === undefined ? {} : { embarkedOn: transport }),
      ...(carrier === undefined ? {} : { loadedOn: carrier }),
      ...(tow === undefined ? {} : { towedBy: tow }),
    });
  });
  return { units, leftOut };
}
