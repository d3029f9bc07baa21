import type { Problem } from '../problem.js';
import { type Force, type ForceBattlegroup, forceUnits } from '../force-list/resolve-force.js';
import type { BattlegroupKind } from '../orbat/vocabulary.js';

const KIND_NAMES: Record<BattlegroupKind, string> = {
  faction: 'Faction',
  auxiliary: 'Auxiliary',
  heroic: 'Heroic',
};

function ofKind(force: Force, kind: BattlegroupKind): ForceBattlegroup[] {
  return force.battlegroups.filter((b) => b.definition?.kind === kind);
}

/** rulebook p.54: an ORBAT may restrict how many of a Battlegroup a Force may take. */
function checkEachBattlegroup(force: Force, errors: Problem[]): void {
  for (const definition of force.orbat?.battlegroups ?? []) {
    const taken = force.battlegroups.filter((b) => b.definition === definition);
    const over = definition.maxPerForce === undefined ? undefined : taken[definition.maxPerForce];
    if (over !== undefined) {
      errors.push({
        path: over.path,
        message: `${over.label}: the ORBAT allows at most ${definition.maxPerForce} ${definition.name} in a Force, the list has ${taken.length}`,
      });
    }
  }
}

/** The ORBAT's limits on Auxiliary and Heroic Battlegroups (rulebook p.54). */
function checkKinds(force: Force, errors: Problem[]): void {
  const factionBattlegroups = ofKind(force, 'faction').length;
  for (const kind of ['auxiliary', 'heroic'] as const) {
    const limit = force.orbat?.battlegroupLimits[kind];
    if (limit === undefined) continue;
    const perFaction =
      limit.perFactionBattlegroup === undefined
        ? undefined
        : limit.perFactionBattlegroup * factionBattlegroups;
    const most = Math.min(limit.max ?? Infinity, perFaction ?? Infinity);
    const taken = ofKind(force, kind);
    const over = taken[most];
    if (over === undefined) continue;
    const why = [
      ...(limit.max === undefined ? [] : [`at most ${limit.max}`]),
      ...(limit.perFactionBattlegroup === undefined
        ? []
        : [
            `${limit.perFactionBattlegroup} per Faction Battlegroup (the list has ${factionBattlegroups})`,
          ]),
    ].join(' and ');
    errors.push({
      path: over.path,
      message: `${over.label}: too many ${KIND_NAMES[kind]} Battlegroups: the ${force.orbat?.faction ?? ''} ORBAT allows ${why}, the list has ${taken.length}`,
    });
  }
}

/** The ORBAT's limit on how many of a unit a Force may take. */
function checkUnitLimits(force: Force, errors: Problem[]): void {
  for (const profile of force.orbat?.units ?? []) {
    if (profile.maxPerForce === undefined) continue;
    const taken = forceUnits(force).filter((u) => u.profile === profile);
    const over = taken[profile.maxPerForce];
    if (over !== undefined) {
      errors.push({
        path: over.path,
        message: `${over.label}: the ORBAT allows at most ${profile.maxPerForce} ${profile.name} in a Force, the list has ${taken.length}`,
      });
    }
  }
}

/** The ORBAT's limits on Battlegroups (and on units) in a Force. */
export function checkOrbatLimits(force: Force): Problem[] {
  const errors: Problem[] = [];
  checkEachBattlegroup(force, errors);
  checkKinds(force, errors);
  checkUnitLimits(force, errors);
  return errors;
}
