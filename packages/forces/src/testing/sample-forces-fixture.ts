import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import type { ClashId, ForceScale } from '@warroom/armoured-clash';
import {
  SAMPLE_ORBATS_DIR,
  loadFactionDeck,
  loadOrbatDirectory,
  readJsonFile,
} from '../files/load-files.js';
import { readForceList } from '../validate/validate.js';
import { clashSetup } from '../game/clash-setup.js';

// The repository's sample force lists (data/forces/, from dist/testing/ here),
// read against the sample ORBATs: the two forces of a game set up from force lists.

const ORBATS = loadOrbatDirectory(SAMPLE_ORBATS_DIR).map((l) => l.orbat);
const FORCES = fileURLToPath(new URL('../../../../data/forces/', import.meta.url));

/** A sample force list by its file name; one that does not read fails the test, naming it. */
export function sampleForce(file: string) {
  const { force } = readForceList(readJsonFile(`${FORCES}${file}`), ORBATS);
  if (force === undefined) assert.fail(`${file} is not a force list`);
  return force;
}

const a = sampleForce('crown-battle.json');
const b = sampleForce('imperium-battle.json');
const deck = a.orbat === undefined ? undefined : loadFactionDeck(a.orbat, SAMPLE_ORBATS_DIR);
if (deck === undefined) assert.fail('no sample deck');

/** General A's Crown Battle force and General B's Imperium Battle force, both with the Crown deck, at Battle scale. */
export const BOTH_SAMPLE_FORCES = {
  forces: { a, b },
  decks: { a: deck, b: deck },
  scale: 'battle',
} as const;

/** The setup of a Clash between the two sample forces. */
export function sampleClashSetup(clash: ClashId, scale: ForceScale = 'battle') {
  return clashSetup({ ...BOTH_SAMPLE_FORCES, clash, scale }).setup;
}
