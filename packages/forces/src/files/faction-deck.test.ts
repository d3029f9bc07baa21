import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DataError } from '@warroom/armoured-clash';
import { SAMPLE_ORBATS_DIR, loadFactionDeck, loadOrbatDirectory } from './load-files.js';

describe("rulebook p.18: a faction's Command & Conquest deck, named by its ORBAT", () => {
  it('each sample ORBAT names the sample deck, which loads', () => {
    for (const { orbat } of loadOrbatDirectory(SAMPLE_ORBATS_DIR)) {
      const deck = loadFactionDeck(orbat, SAMPLE_ORBATS_DIR);
      assert.equal(deck?.cards.length, 36, orbat.faction);
    }
  });

  it('an ORBAT without a deck has none; a deck file that is missing is an error naming it', () => {
    const [first] = loadOrbatDirectory(SAMPLE_ORBATS_DIR);
    if (first === undefined) assert.fail('no sample ORBAT');
    const without = { ...first.orbat };
    delete without.commandDeck;
    assert.equal(loadFactionDeck(without, SAMPLE_ORBATS_DIR), undefined);
    assert.throws(
      () => loadFactionDeck({ ...first.orbat, commandDeck: 'nowhere.json' }, SAMPLE_ORBATS_DIR),
      (error: unknown) =>
        error instanceof DataError && /nowhere\.json: cannot read the file/.test(error.message),
    );
  });
});
