import type { ForwardDie, ForwardResult } from '@warroom/armoured-clash';

/** The faces of the Attack Dice by name (rulebook p.32), for a Forward Pool's dice. */
export const FORWARD_DIE_NAMES: Readonly<Record<ForwardDie, string>> = {
  heroicStrike: 'Heroic Strike',
  strike: 'Strike',
  glancingStrike: 'Glancing Strike',
  miss: 'Miss',
  blank: 'Blank',
};

/** The rows of the Forward table, by die, as the server gives them (`GET /api/game-options`). */
export type ForwardTable = Readonly<Record<ForwardDie, ForwardResult>>;

/** Where a unit deployed with a die of this row may stand, in words (glossary: Forward). */
export function forwardRowText(row: ForwardResult): string {
  const where =
    row.beyondZone === undefined
      ? 'anywhere on the battlefield'
      : row.beyondZone === 0
        ? 'entirely within your Deployment Zone'
        : `up to ${row.beyondZone}" outside your Deployment Zone`;
  const parts = [where];
  if (row.damage > 0) parts.push(`it takes ${row.damage} Damage`);
  if (row.outsideOpposingZone) parts.push("not within the opposing General's Deployment Zone");
  if (row.clearOfObjectives !== undefined)
    parts.push(
      `not within ${row.clearOfObjectives}" of a Strategic Objective Marker or a Defensible Building`,
    );
  return parts.join('; ');
}

/** The dice of a pool, each face once, with how many the pool holds ("Miss (2)"). */
export function poolFaces(pool: readonly ForwardDie[]): { die: ForwardDie; label: string }[] {
  const faces = [...new Set(pool)];
  return faces.map((die) => {
    const count = pool.filter((d) => d === die).length;
    return { die, label: `${FORWARD_DIE_NAMES[die]}${count > 1 ? ` (${count})` : ''}` };
  });
}
