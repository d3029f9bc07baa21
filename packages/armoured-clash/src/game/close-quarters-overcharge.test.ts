import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { seedRng } from '@warroom/engine';
import { skirmish } from '../testing/game-fixture.js';
import { faceToFace, skirmishWith } from '../testing/melee-fixture.js';
import type { GameSetup } from './army.js';
import type { Choice } from './choice.js';
import type { GameEvent } from './events.js';
import type { GameState } from './state.js';
import { A_CHARGES } from '../testing/melee-odds-fixture.js';
import { play } from '../testing/play-fixture.js';

/** B's rifles' Defence: enough that an Overcharged attack leaves some standing. */
const DEFENCE = 4;

/** The skirmish with A's rifles' Melee row given Overcharge; B's rifles of Defence 4. */
function overchargeable(): GameSetup {
  const plain = skirmish();
  const rifles = plain.generals.a.units.find((u) => u.id === 'a-rifles')!;
  const rows = rifles.armaments.rows.map((row) =>
    row.attack === 'melee'
      ? { ...row, qualities: [...row.qualities, { name: 'Overcharge' }] }
      : row,
  );
  return skirmishWith({
    'a-rifles': { profile: { armaments: { ...rifles.armaments, rows } } },
    'b-rifles': { profile: { defence: DEFENCE } },
  });
}

/** A's rifles Charge B's (faceToFace), then `attack`. */
function charged(
  setup: GameSetup,
  attack: Choice,
  seed: number,
): { state: GameState; events: GameEvent[] } {
  const state = faceToFace(setup);
  state.rng = seedRng(seed);
  return play(setup, state, [...A_CHARGES, attack]);
}

const SEED = 11;

const texts = (events: readonly GameEvent[], kind: string): string[] =>
  events.filter((e) => e.kind === kind).map((e) => e.text);

describe('glossary: Overcharge on a Close Quarters row (rulebook pp.28-29)', () => {
  it("glossary: Overcharge: seed 11, the card (Value 11) adds 11 dice, the 4 Blanks cost A's rifles 4 models, which do not count in the combat: A lost 1 to B's 4 and wins", () => {
    const { state, events } = charged(
      overchargeable(),
      { kind: 'closeQuartersAttack', overcharge: true },
      SEED,
    );
    assert.deepEqual(texts(events, 'overcharge'), [
      'General A Overcharges the attack: a card of Value 11, 11 more dice (glossary: Overcharge)',
    ]);
    const [charging, retaliation] = texts(events, 'closeQuartersAttack');
    assert.match(charging ?? '', /a-rifles attacks .* 19 dice, 16 hits, 4 damage, 4 destroyed$/);
    assert.match(retaliation ?? '', /b-rifles attacks .* 1 damage, 1 destroyed$/);
    assert.deepEqual(texts(events, 'overchargeDamage'), [
      "Rifles a-rifles suffers 4 Damage from its Overcharged attack's Blanks (glossary: Overcharge)",
    ]);
    assert.deepEqual(texts(events, 'closeQuartersWin'), [
      'Rifles a-rifles wins the Close Quarters Combat',
    ]);
    assert.equal(state.units['a-rifles']!.models.length, 1);
    assert.equal(state.units['b-rifles']!.models.length, 2);
  });

  it('glossary: Overcharge: declared for a Close Quarters row without the quality, the attack is refused with the reason', () => {
    assert.throws(
      () => charged(skirmish(), { kind: 'closeQuartersAttack', overcharge: true }, SEED),
      /Close Quarters row has no Overcharge quality/,
    );
  });
});
