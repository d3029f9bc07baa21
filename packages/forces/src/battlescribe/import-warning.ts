/**
 * What kind of oddity an import warning reports (docs/forces.md, BattleScribe /
 * New Recruit import, lists what each one means).
 */
export const IMPORT_WARNING_KINDS = [
  /** A file made for another game system than the one given. */
  'game-system',
  /** A catalogue that gives no ORBAT (no units, no Battlegroups). */
  'no-orbat',
  /** A root entry that is not a unit (an upgrade, a hidden entry). */
  'not-a-unit',
  /** A unit left out: the source lacks data the ORBAT format needs. */
  'unit-skipped',
  /** A value the source leaves out or prints as "-" where the ORBAT needs one. */
  'missing-value',
  /** A value that cannot be read (a number, a range, a dice column). */
  'unreadable-value',
  /** Two sources of one value that disagree (levels, categories, rows). */
  'conflict',
  /** A modifier or condition that cannot be decided without a roster. */
  'modifier',
  /** A limit or option of the source that the ORBAT format cannot hold. */
  'unsupported',
  /** A link whose target is in none of the files. */
  'link',
  /** A special rule or weapon quality the ORBAT checks doubt (glossary). */
  'rule-name',
  /** A Battlegroup the source describes differently from the rulebook. */
  'battlegroup',
  /** A value the source cannot give, filled with a stated placeholder. */
  'placeholder',
  /** Something in a roster that does not match the ORBATs. */
  'roster',
] as const;

export type ImportWarningKind = (typeof IMPORT_WARNING_KINDS)[number];

/** Something odd in the source files: where (catalogue and unit), and what. */
export interface ImportWarning {
  readonly kind: ImportWarningKind;
  /** `Crown: unit "Galahad Breachers"`, `Crown: battlegroup "..."`, `Crown`. */
  readonly where: string;
  readonly message: string;
}

/** Collects the warnings of one import. */
export type Warn = (kind: ImportWarningKind, where: string, message: string) => void;

/** A warning collector and what it collected. */
export function warningList(): { warnings: ImportWarning[]; warn: Warn } {
  const warnings: ImportWarning[] = [];
  return {
    warnings,
    warn: (kind, where, message) => warnings.push({ kind, where, message }),
  };
}
