import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The lock file in a data directory: the id of the process that has it open. */
export const LOCK_FILE = 'warroom.lock';

/** Whether a process is running (a zombie, killed but not yet reaped, is not). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    // Linux: the state follows the command name in parentheses.
    return !/\)\s+Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true;
  }
}

/**
 * Claims a data directory for this process (creating it): PGlite must not be
 * opened by two processes at once. A lock left by a process that is gone is
 * taken over. Returns the function that releases it.
 */
export function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, LOCK_FILE);
  let holder: number | undefined;
  try {
    holder = Number(readFileSync(path, 'utf8').trim());
  } catch {
    holder = undefined;
  }
  if (holder !== undefined && holder !== process.pid && Number.isInteger(holder) && alive(holder)) {
    throw new Error(
      `the data directory ${dir} is in use by process ${holder} (another warroom server?)`,
    );
  }
  writeFileSync(path, `${process.pid}\n`);
  return () => rmSync(path, { force: true });
}
