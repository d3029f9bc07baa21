import { h, replace } from '../dom.js';
import type { Finding } from './force-model.js';

/** A list where the findings about `path` (and below it, unless a deeper slot takes them) are shown. */
export function errorSlot(path: string): HTMLUListElement {
  return h('ul', { class: 'errors', 'data-errors-for': path, 'aria-live': 'polite' });
}

/** Whether `path` lies at or below `slot` (`battlegroups[0]` holds `battlegroups[0].units[1]`). */
export function within(path: string, slot: string): boolean {
  if (slot === '') return true;
  if (!path.startsWith(slot)) return false;
  const next = path.charAt(slot.length);
  return next === '' || next === '.' || next === '[';
}

/** The deepest slot a finding's path lies in; the top-level one (`""`) when none is deeper. */
export function slotFor(path: string, slots: readonly string[]): string {
  let best = '';
  for (const slot of slots) if (within(path, slot) && slot.length > best.length) best = slot;
  return best;
}

/** Puts each error and warning in the slot where it applies, and marks the blocks that have errors. */
export function placeFindings(
  root: HTMLElement,
  errors: readonly Finding[],
  warnings: readonly Finding[],
): void {
  const slots = [...root.querySelectorAll<HTMLUListElement>('ul[data-errors-for]')];
  const paths = slots.map((s) => s.dataset.errorsFor ?? '');
  for (const slot of slots) replace(slot);
  for (const block of root.querySelectorAll('.invalid')) block.classList.remove('invalid');
  const place = (finding: Finding, kind: 'error' | 'warning'): void => {
    const at = slotFor(finding.path === '(top level)' ? '' : finding.path, paths);
    const slot = slots[paths.indexOf(at)];
    if (slot === undefined) return;
    slot.append(h('li', { class: kind, 'data-path': finding.path }, finding.message));
    if (kind === 'error') slot.parentElement?.classList.add('invalid');
  };
  for (const e of errors) place(e, 'error');
  for (const w of warnings) place(w, 'warning');
}
