import type { Takes, UnitRoles } from '@warroom/forces';
import { api } from '../api.js';

export type { Takes, UnitRoles };

/** One level of a unit in an ORBAT. */
export interface OrbatLevel {
  readonly models: number;
  readonly points: number;
}

export interface OrbatUnit {
  readonly id: string;
  readonly name: string;
  readonly type: string;
  readonly levels: Readonly<Record<string, OrbatLevel>>;
  /** Its Traits and what it takes aboard or nominates (the server's `roles`). */
  readonly roles?: UnitRoles;
}

export interface OrbatBattlegroup {
  readonly id: string;
  readonly name: string;
  readonly kind: string;
}

/** The part of an ORBAT (`warroom.orbat/1`) the builder reads. */
export interface Orbat {
  readonly faction: string;
  readonly name: string;
  readonly sample?: boolean;
  readonly units: readonly OrbatUnit[];
  readonly battlegroups: readonly OrbatBattlegroup[];
}

/** `GET /api/orbats`, each summary. */
export interface OrbatSummary {
  readonly id: string;
  readonly faction: string;
  readonly name: string;
  readonly source: string;
  readonly sample: boolean;
  readonly shadowed: boolean;
}

export const LEVEL_NAMES: Readonly<Record<string, string>> = {
  basic: 'Basic',
  reinforced: 'Reinforced',
  fullStrength: 'Full Strength',
};

export async function listOrbats(): Promise<OrbatSummary[]> {
  const { orbats } = await api<{ orbats: OrbatSummary[] }>('GET', '/api/orbats');
  return orbats.filter((o) => !o.shadowed);
}

/** An ORBAT, each unit with its `roles` as the server reads them (packages/forces unitRoles). */
export async function loadOrbat(id: string): Promise<Orbat> {
  const { orbat, roles } = await api<{ orbat: Orbat; roles: Readonly<Record<string, UnitRoles>> }>(
    'GET',
    `/api/orbats/${encodeURIComponent(id)}`,
  );
  return {
    ...orbat,
    units: orbat.units.map((unit) => {
      const found = roles[unit.id];
      return found === undefined ? unit : { ...unit, roles: found };
    }),
  };
}

/** A unit of the ORBAT by the id or the name a list gives. */
export function findUnit(orbat: Orbat, ref: string): OrbatUnit | undefined {
  return orbat.units.find((u) => u.id === ref || u.name === ref);
}

export function findBattlegroup(orbat: Orbat, ref: string): OrbatBattlegroup | undefined {
  return orbat.battlegroups.find((b) => b.id === ref || b.name === ref);
}
