import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { seedRng } from '@warroom/engine';
import { commandDeck, filler, setHand } from '../testing/command-fixture.js';
import { rifles } from '../testing/game-fixture.js';
import { faceToFace, skirmishWith } from '../testing/melee-fixture.js';
import { applyChoice } from './apply-choice.js';
import type { ArmyUnit, GameSetup } from './army.js';
import type { Choice } from './choice.js';
import type { GameEvent } from './events.js';
import type { GameState } from './state.js';
import { bothHolding } from '../testing/play-fixture.js';

const RULE = 'rulebook p.33 Bonus Re-Rolls';
/** Seeds of the combats: A destroys 2, B's Rifles 0, the Second Rifles 1; Overcharge's card revealed; the All-Out Attack's. */
const SECONDARY_SEED = 24;
const OVERCHARGE_SEED = 11;
const ALL_OUT_SEED = 1;
const goOn: Choice = { kind: 'attackRerolls' };

/** The skirmish changed as `changes` says, both Generals holding the command deck (Steady Hands: attackRerolls). */
function withCommandDeck(changes: Parameters<typeof skirmishWith>[0]): GameSetup {
  return bothHolding(skirmishWith(changes), commandDeck());
}

/** Each unit's models and Damage. */
const standing = (state: GameState) =>
  Object.values(state.units).map((u) => [u.id, u.models, u.damage] as const);

const texts = (events: readonly GameEvent[], kind: string): string[] =>
  events.filter((e) => e.kind === kind).map((e) => e.text);

/** B's tanks replaced by a second unit of Rifles beside B's Rifles (close-quarters-secondary.test.ts). */
const secondary = withCommandDeck({
  'a-rifles': { profile: { defence: 4 } },
  'b-rifles': { profile: { defence: 3 } },
  'b-tanks': { profile: { ...rifles('b-tanks'), name: 'Second Rifles', defence: 3 } },
});

/** A's Rifles Charged across both B units (seed 24: A destroys 2, B's Rifles 0, the Second Rifles 1); B holds `b`, A nothing. */
function chargedBoth(b: readonly number[]): GameState {
  const state = faceToFace(secondary);
  const second = state.units['b-tanks']!;
  second.models = second.models.map((m, i) => ({ ...m, x: 13 + i, y: 12 }));
  state.rng = seedRng(SECONDARY_SEED);
  let now = applyChoice(secondary, state, { kind: 'activate', unit: 'a-rifles' }).state;
  now = applyChoice(secondary, now, {
    kind: 'charge',
    target: 'b-rifles',
    at: [12, 11],
    facing: 90,
  }).state;
  setHand(now, 'a', []);
  setHand(now, 'b', b);
  return now;
}

describe(`${RULE} in a Close Quarters Combat: Secondary Combatants, Overcharge`, () => {
  it(`${RULE}, rulebook p.29 Secondary Combatants: each Retaliating unit's General is asked after its own roll: B's Rifles, then the Second Rifles; the combat ends as it would have without the waits`, () => {
    const straight = applyChoice(secondary, chargedBoth([]), { kind: 'closeQuartersAttack' });
    const first = applyChoice(secondary, chargedBoth([filler(6), filler(7)]), {
      kind: 'closeQuartersAttack',
    });
    assert.deepEqual(first.state.rerollsDue, {
      unit: 'b-rifles',
      target: 'a-rifles',
      rolled: [1, 4, 0, 4, 3],
    });
    const second = applyChoice(secondary, first.state, goOn);
    assert.deepEqual(second.state.rerollsDue, {
      unit: 'b-tanks',
      target: 'a-rifles',
      rolled: [4, 2, 2, 1, 0, 2, 3],
    });
    const done = applyChoice(secondary, second.state, goOn);
    assert.equal(done.state.rerollsDue, undefined);
    const strikes = [first, second, done].flatMap((step) =>
      texts(step.events, 'closeQuartersAttack'),
    );
    assert.deepEqual(strikes, texts(straight.events, 'closeQuartersAttack'));
    assert.deepEqual(texts(done.events, 'closeQuartersWin'), [
      'Rifles a-rifles wins the Close Quarters Combat',
    ]);
    // B's General, holding cards, may now issue a Command at the loser's test (rulebook p.37): the models are the same.
    assert.deepEqual(standing(done.state), standing(straight.state));
  });
});

/** A's Rifles' Melee row given Overcharge; B's Rifles of Defence 4 (close-quarters-overcharge.test.ts). */
function overchargeable(): GameSetup {
  const plain = skirmishWith({});
  const unit = plain.generals.a.units.find((u) => u.id === 'a-rifles')!;
  const rows = unit.armaments.rows.map((row) =>
    row.attack === 'melee'
      ? { ...row, qualities: [...row.qualities, { name: 'Overcharge' }] }
      : row,
  );
  const armaments: ArmyUnit['armaments'] = { ...unit.armaments, rows };
  return withCommandDeck({
    'a-rifles': { profile: { armaments } },
    'b-rifles': { profile: { defence: 4 } },
  });
}

describe(`${RULE} and glossary: Overcharge in Close Quarters`, () => {
  it(`${RULE}, glossary: Overcharge: the card is revealed once, before the first roll; the attack resumes with its Value's dice and rolls as the attack that did not wait`, () => {
    const setup = overchargeable();
    const charged = (a: readonly number[]): GameState => {
      let state = faceToFace(setup);
      state.rng = seedRng(OVERCHARGE_SEED);
      state = applyChoice(setup, state, { kind: 'activate', unit: 'a-rifles' }).state;
      state = applyChoice(setup, state, {
        kind: 'charge',
        target: 'b-rifles',
        at: [10, 11],
        facing: 90,
      }).state;
      setHand(state, 'a', a);
      setHand(state, 'b', []);
      return state;
    };
    const declared: Choice = { kind: 'closeQuartersAttack', overcharge: true };
    const straight = applyChoice(setup, charged([]), declared);
    const waiting = applyChoice(setup, charged([filler(6)]), declared);
    assert.deepEqual(texts(waiting.events, 'overcharge'), [
      'General A Overcharges the attack: a card of Value 8, 8 more dice (glossary: Overcharge)',
    ]);
    assert.deepEqual(texts(straight.events, 'overcharge'), texts(waiting.events, 'overcharge'));
    assert.equal(waiting.state.activation?.closeQuarters?.next?.overcharge, 8);
    const goneOn = applyChoice(setup, waiting.state, goOn);
    assert.deepEqual(texts(goneOn.events, 'overcharge'), []);
    assert.deepEqual(
      texts(goneOn.events, 'closeQuartersAttack'),
      texts(straight.events, 'closeQuartersAttack'),
    );
    assert.deepEqual(goneOn.state.units, straight.state.units);
  });
});

/** A's Rifles with All-Out Attack (2); both sides tough enough to stand (all-out-attack-charge-command.test.ts). */
const allOut = withCommandDeck({
  'a-rifles': {
    rules: [{ name: 'All-Out Attack', x: 2 }],
    profile: { defence: 3, damageLimit: 3 },
  },
  'b-rifles': { profile: { defence: 3, damageLimit: 3 } },
});

describe(`${RULE} in the Close Quarters Combat of glossary: All-Out Attack (X)`, () => {
  it(`${RULE}, glossary: All-Out Attack (X): the Close Quarters Combat made first waits after the charging unit's roll; answered, the combat ends and the Ranged Attack is made in its turn (waiting after its own roll)`, () => {
    let state = faceToFace(allOut);
    state.rng = seedRng(ALL_OUT_SEED);
    state = applyChoice(allOut, state, { kind: 'activate', unit: 'a-rifles' }).state;
    if (state.activation?.reaction !== undefined)
      state = applyChoice(allOut, state, { kind: 'noReaction' }).state;
    state = applyChoice(allOut, state, {
      kind: 'charge',
      target: 'b-rifles',
      at: [10, 11],
      facing: 90,
    }).state;
    setHand(state, 'a', [filler(6)]);
    setHand(state, 'b', []);
    const first = applyChoice(allOut, state, { kind: 'allOutAttack', targets: ['b-rifles'] });
    assert.deepEqual(first.state.rerollsDue, {
      unit: 'a-rifles',
      target: 'b-rifles',
      rolled: [1, 4, 2, 4, 0, 0, 3, 2],
    });
    assert.notEqual(first.state.activation?.closeQuarters, undefined);
    assert.deepEqual(texts(first.events, 'rangedAttack'), []);
    const combat = applyChoice(allOut, first.state, goOn);
    assert.equal(combat.state.activation?.closeQuarters, undefined);
    assert.deepEqual(texts(combat.events, 'closeQuartersAttack'), [
      'Rifles a-rifles attacks Rifles b-rifles in Close Quarters: neutral, 8 dice, 7 hits, 2 damage, 0 destroyed',
      'Rifles b-rifles attacks Rifles a-rifles in Close Quarters: neutral, 9 dice, 9 hits, 3 damage, 1 destroyed',
    ]);
    assert.deepEqual(combat.state.rerollsDue, {
      unit: 'a-rifles',
      target: 'b-rifles',
      rolled: [1, 4, 2, 1, 4, 2],
    });
    assert.deepEqual(texts(combat.events, 'attackRolled').length, 1);
    const done = applyChoice(allOut, combat.state, goOn);
    assert.deepEqual(texts(done.events, 'rangedAttack'), [
      'Rifles a-rifles fires at Rifles b-rifles: neutral, 6 dice (Strike, Blank, Blank, Strike, Blank, Glancing Strike), 2 hits, 0 damage, 0 destroyed',
    ]);
    assert.equal(done.state.activation, undefined, 'the Activation ended');
  });
});
