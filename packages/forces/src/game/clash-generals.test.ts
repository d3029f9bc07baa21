import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { initialState } from '@warroom/armoured-clash';
import {
  SAMPLE_ORBATS_DIR,
  loadFactionDeck,
  loadOrbatDirectory,
  readJsonFile,
} from '../files/load-files.js';
import { readForceList } from '../validate/validate.js';
import { clashSetup } from './clash-setup.js';

const ORBATS = loadOrbatDirectory(SAMPLE_ORBATS_DIR).map((l) => l.orbat);
const FORCES = fileURLToPath(new URL('../../../../data/forces/', import.meta.url));

function sampleForce(file: string) {
  const { force } = readForceList(readJsonFile(`${FORCES}${file}`), ORBATS);
  if (force === undefined) assert.fail(`${file} is not a force list`);
  return force;
}
const a = sampleForce('crown-battle.json');
const b = sampleForce('imperium-battle.json');
const deck = a.orbat === undefined ? undefined : loadFactionDeck(a.orbat, SAMPLE_ORBATS_DIR);
if (deck === undefined) assert.fail('no sample deck');
const both = {
  forces: { a, b },
  decks: { a: deck, b: deck },
  scale: 'battle',
  clash: 'pitchedBattle',
} as const;

describe('rulebook p.57 Deploy Forces: who is General A in a game set up from force lists', () => {
  it('rulebook p.57 Deploy Forces: generals drawn, the engine draws the cards from the seed and the winner decides', () => {
    const { setup } = clashSetup({ ...both, generals: 'drawn' });
    assert.equal(setup.generalDraw, true);
    const state = initialState(setup, 'draw');
    assert.equal(state.stage, 'generals');
    assert.equal(state.turn, state.generals?.winner);
  });

  it('rulebook p.57 Deploy Forces: generals fixed (the default), the first force is General A and deploys first', () => {
    for (const generals of [undefined, 'fixed'] as const) {
      const { setup } = clashSetup({ ...both, ...(generals === undefined ? {} : { generals }) });
      assert.equal(setup.generalDraw, undefined);
      const state = initialState(setup, 'draw');
      assert.equal(state.stage, 'deployment');
      assert.equal(state.turn, 'a');
    }
  });
});
