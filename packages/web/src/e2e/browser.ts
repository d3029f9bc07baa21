import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

/** Where Debian (and others) put Chromium; CHROMIUM_PATH first when set. */
const CANDIDATES = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
].filter((path): path is string => path !== undefined && path !== '');

/** The Chromium to drive, or undefined when the machine has none. */
export function findChromium(): string | undefined {
  return CANDIDATES.find((path) => existsSync(path));
}

/** Why the browser tests are skipped, or undefined when they can run. */
export function browserSkipReason(): string | undefined {
  return findChromium() === undefined
    ? `no Chromium found (looked at ${CANDIDATES.join(', ')}): install Debian's chromium package (.ci/run does) or set CHROMIUM_PATH`
    : undefined;
}

/** Launches the machine's Chromium headless (without its sandbox when running as root, as CI does). */
export async function launchChromium(): Promise<Browser> {
  const executablePath = findChromium();
  if (executablePath === undefined) throw new Error(browserSkipReason());
  return chromium.launch({
    executablePath,
    headless: true,
    args: process.getuid?.() === 0 ? ['--no-sandbox'] : [],
  });
}
