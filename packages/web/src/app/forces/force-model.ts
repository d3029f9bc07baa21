/** A unit of a force list (`warroom.force-list/1`); fields the builder does not edit are kept. */
export interface ListedUnit {
  readonly [field: string]: unknown;
  unit: string;
  level: string;
  /** The unit's name within the list, for embarkations to refer to. */
  tag?: string;
  /** The tag of the Transport it is Embarked on when deployed (rulebook p.46). */
  embarkedOn?: string;
  /** The tag of the Carrier (X) or Heavy Carrier (X) it is Loaded on (glossary). */
  loadedOn?: string;
  /** The tag of the Tow unit that nominated it (glossary: Tow). */
  towedBy?: string;
  /** The tag of its Parent Unit, for a Fireteam (glossary: Parent Unit (X)). */
  attachedTo?: string;
}

export interface ListedBattlegroup {
  readonly [field: string]: unknown;
  battlegroup: string;
  name?: string;
  units: ListedUnit[];
}

/** A force list as the builder edits it: plain JSON, sent to the server as it is. */
export interface ForceList {
  readonly [field: string]: unknown;
  format: 'warroom.force-list/1';
  name?: string;
  faction: string;
  forceScale: string;
  pointsLimit?: number;
  battlegroups: ListedBattlegroup[];
}

/** The forces package's report, as `POST /api/forces/validate` answers it (types only: erased for the browser). */
export type { Finding, ForceReport } from '@warroom/forces';

/** The Force Scales (rulebook p.52). */
export const FORCE_SCALES = [
  ['skirmish', 'Skirmish'],
  ['battle', 'Battle'],
  ['cataclysm', 'Cataclysm'],
] as const;

/** A new, empty list for a faction. */
export function emptyList(faction: string): ForceList {
  return { format: 'warroom.force-list/1', faction, forceScale: 'skirmish', battlegroups: [] };
}

/** Reads a saved list as the builder edits it (the server saved it as JSON; anything else starts empty). */
export function asForceList(json: unknown, faction: string): ForceList {
  if (json === null || typeof json !== 'object' || Array.isArray(json)) return emptyList(faction);
  const list = json as Partial<ForceList>;
  return {
    ...emptyList(typeof list.faction === 'string' ? list.faction : faction),
    ...list,
    battlegroups: Array.isArray(list.battlegroups)
      ? list.battlegroups.map((bg) => ({ ...bg, units: Array.isArray(bg.units) ? bg.units : [] }))
      : [],
  };
}
