import type { Game, LogEntry } from './game-types.js';

/** The Attack Die's faces by the engine's numbers (rulebook p.32; the engine's `Face`). */
const FACE_NAMES: readonly string[] = [
  'Heroic Strike',
  'Strike',
  'Glancing Strike',
  'Miss',
  'Blank',
];

/** The first roll an attack waits with before any die is re-rolled (rulebook p.33 Bonus Re-Rolls). */
export interface RollBeforeRerolls {
  /** The faces as first rolled, with the dice its Heroic Strikes added. */
  readonly faces: readonly string[];
  /** The `attackRolled` event's words: the attacker, its target and Combat Rating. */
  readonly told?: string;
}

/**
 * rulebook p.33 (docs/protocol.md `attackRerolls`): while the decision is
 * `attackRerolls`, the dice just rolled, as the decision shows them
 * (`firstRoll`, wherever the game keeps them), and the last `attackRolled`
 * event of the log; otherwise undefined.
 */
export function rollBeforeRerolls(
  game: Game,
  log: readonly LogEntry[],
): RollBeforeRerolls | undefined {
  const rolled = game.decision?.firstRoll?.rolled;
  if (rolled === undefined) return undefined;
  const told = log
    .flatMap((entry) => entry.events)
    .filter((e) => e.kind === 'attackRolled')
    .at(-1)?.text;
  return {
    faces: rolled.map((f) => FACE_NAMES[f] ?? `face ${f}`),
    ...(told === undefined ? {} : { told }),
  };
}
