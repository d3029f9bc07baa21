import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type Choice, type GameState, applyChoice, playerView } from '@warroom/armoured-clash';
import { airSkirmish, fightersArrived } from '@warroom/armoured-clash/testing';
import { seedRng } from '@warroom/engine';
import { aimedBank, randomBank } from './bank-choices.js';
import { playCheckedGame } from './checked-game.js';
import { tableInvariants } from './invariants-table.js';
import { heuristicPlayer } from './heuristic-player.js';
import { playGame } from './play-game.js';
import { randomPlayer } from './random-player.js';

/** Bank (3"): three Navigation Points of the Turning Template. */
const BANK_INCHES = 3;
const setup = airSkirmish([{ name: 'Bank', x: BANK_INCHES }]);
const APPROACH: Choice = { kind: 'approach', inches: 10 };

/** A's Fighters (Bank 3", their Officer at (18, 1) facing north) at their Approach Step, B's Rifles (centred on (17.5, 30)) moved by (`dx`, `dy`). */
function approaching(dx: number, dy = 0, game = setup): GameState {
  const state = fightersArrived(game);
  const rifles = state.units['b-rifles'];
  if (rifles !== undefined)
    rifles.models = rifles.models.map((m) => ({ ...m, x: m.x + dx, y: m.y + dy }));
  return applyChoice(game, state, { kind: 'activate', unit: 'a-fighters' }).state;
}

describe('glossary: Bank (X") in the bots\' sorties', () => {
  it('glossary: Bank (X"), heuristic: at the end of its Approach the unit Banks towards the nearest enemy, up to 45 degrees a Navigation Point; heading straight for it, it does not Bank', () => {
    // From (18, 11) after 10", B's Rifles centred on (7.5, 14): 74 degrees to the left.
    const state = approaching(-10, -16);
    const banked = aimedBank(setup, playerView(state, 'a'), APPROACH);
    assert.deepEqual(banked, { kind: 'approach', inches: 10, bank: [45, 29, 0] });
    // The engine takes it.
    assert.doesNotThrow(() => applyChoice(setup, state, banked));
    const ahead = approaching(0.5);
    assert.deepEqual(aimedBank(setup, playerView(ahead, 'a'), APPROACH), APPROACH);
  });

  it('glossary: Bank (X"), random: a unit without Bank draws nothing and its move is unchanged; one with it Banks now and then, legally', () => {
    const plain = airSkirmish();
    const rng = seedRng(1);
    const before = { ...rng };
    const state = approaching(0, 0, plain);
    assert.deepEqual(randomBank(plain, playerView(state, 'a'), rng, APPROACH), APPROACH);
    assert.deepEqual(rng, before);
    const banks = [1, 2, 3, 4, 5, 6].map((seed) =>
      randomBank(setup, playerView(approaching(0), 'a'), seedRng(seed), APPROACH),
    );
    const made = banks.filter((c) => c.kind === 'approach' && c.bank !== undefined);
    assert.ok(made.length > 0 && made.length < banks.length);
    for (const choice of made)
      assert.doesNotThrow(() => applyChoice(setup, approaching(0), choice));
  });

  it('glossary: Bank (X"): random and heuristic bots with Bank finish every game', () => {
    const fourRounds = { ...setup, rounds: 4 };
    for (const seed of [1, 2, 3]) {
      for (const players of [
        { a: randomPlayer(seed), b: randomPlayer(seed + 1) },
        { a: heuristicPlayer(), b: heuristicPlayer() },
      ]) {
        const game = playGame(fourRounds, seed, players);
        assert.equal(game.state.stage, 'over', `seed ${seed}: the game did not finish`);
      }
    }
  });

  it('glossary: Bank (X"), rulebook p.10 Footprints: over seeded games the bots Bank, and never into a Bank that leaves the unit\'s models overlapping each other', () => {
    const fourRounds = { ...setup, rounds: 4 };
    let banks = 0;
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      for (const players of [
        { a: randomPlayer(seed), b: randomPlayer(seed + 1) },
        { a: heuristicPlayer(), b: randomPlayer(seed) },
      ]) {
        const game = playCheckedGame(fourRounds, `bank ${seed}`, players, tableInvariants());
        assert.equal(game.failure, undefined, `seed ${seed}: ${game.failure?.broken ?? ''}`);
        assert.equal(game.state.stage, 'over', `seed ${seed}: the game did not finish`);
        banks += game.choices.filter(
          (c) => (c.kind === 'approach' || c.kind === 'escape') && c.bank !== undefined,
        ).length;
      }
    }
    assert.ok(banks > 0, 'no Bank was made');
  });
});
