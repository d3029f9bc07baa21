/**
 * How fast the page plays out the decisions the server answered with (the
 * bot's turns): milliseconds per event. The setting is kept in the browser;
 * `?pace=0` in the URL (before the `#`) overrides it, so tests play instantly.
 */
export const PACES: readonly { readonly ms: number; readonly label: string }[] = [
  { ms: 0, label: 'instant' },
  { ms: 300, label: 'fast' },
  { ms: 600, label: 'normal' },
  { ms: 1200, label: 'slow' },
];

const DEFAULT_PACE_MS = 600;
const STORAGE_KEY = 'warroom.pace';
/** How often a pause looks whether it was skipped. */
const SKIP_POLL_MS = 50;

function paceOf(text: string | null): number | undefined {
  if (text === null || text.trim() === '') return undefined;
  const ms = Number(text);
  return Number.isFinite(ms) && ms >= 0 ? ms : undefined;
}

/** The pace in milliseconds per event: the URL's, else the setting, else 600. */
export function currentPace(): number {
  return (
    paceOf(new URLSearchParams(location.search).get('pace')) ??
    paceOf(localStorage.getItem(STORAGE_KEY)) ??
    DEFAULT_PACE_MS
  );
}

/** Keeps the pace the person chose. */
export function choosePace(ms: number): void {
  localStorage.setItem(STORAGE_KEY, String(ms));
}

/** A pause of `ms` that `skip` cuts short (it resolves at once when skipped). */
export function pause(ms: number, skipped: () => boolean): Promise<void> {
  if (ms <= 0 || skipped()) return Promise.resolve();
  return new Promise((resolve) => {
    const started = performance.now();
    const tick = (): void => {
      if (skipped() || performance.now() - started >= ms) resolve();
      else setTimeout(tick, Math.min(ms, SKIP_POLL_MS));
    };
    setTimeout(tick, Math.min(ms, SKIP_POLL_MS));
  });
}
