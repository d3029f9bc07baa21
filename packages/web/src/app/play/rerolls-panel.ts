import { h } from '../dom.js';
import type { Game, LogEntry } from './game-types.js';
import { rollBeforeRerolls } from './rerolls-roll.js';

const faceClass = (face: string): string => `face-${face.toLowerCase().replace(/\s+/g, '-')}`;

/**
 * rulebook p.33 Bonus Re-Rolls: shown with the `attackRerolls` decision, the
 * dice the attack just rolled (each face in words and as a die), so the
 * General sees what a re-roll could change before issuing a Command or going on.
 */
export function rerollsPanel(game: Game, log: readonly LogEntry[]): HTMLElement | undefined {
  const roll = rollBeforeRerolls(game, log);
  if (roll === undefined) return undefined;
  return h(
    'section',
    { id: 'rerolls-roll', 'aria-label': 'The dice just rolled' },
    h('h4', {}, 'The dice just rolled, before any re-roll'),
    roll.told === undefined ? undefined : h('p', { id: 'rerolls-told' }, roll.told),
    h(
      'ol',
      { class: 'dice', id: 'rerolls-dice' },
      ...roll.faces.map((face, i) =>
        h(
          'li',
          { class: 'die-slot', 'data-die': i, 'aria-label': `die ${i + 1}: ${face}` },
          h('span', { class: `die ${faceClass(face)}`, title: face, 'data-face': face }, face),
        ),
      ),
    ),
  );
}
