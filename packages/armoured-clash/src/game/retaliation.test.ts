import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { seedRng } from '@warroom/engine';
import { skirmish } from '../testing/game-fixture.js';
import { cardOnTop, faceToFace, skirmishWith } from '../testing/melee-fixture.js';
import type { GameSetup } from './army.js';
import { applyChoice } from './apply-choice.js';
import type { Choice } from './choice.js';
import type { GameEvent } from './events.js';
import { nextDecision } from './next-decision.js';
import { IllegalChoice } from './rule-error.js';
import type { GameState } from './state.js';
import { playerView } from './view.js';

/** Seeded: A's rifles' attack Destroys 4 of B's; B's Retaliation (2 dice) 1 of A's. */
const SEED = 18;
/** Seeded, B's rifles of Defence 4: A's attack Destroys none; B's Overcharged Retaliation 4, with 3 Blanks. */
const OVERCHARGE_SEED = 16;
/** B's rifles' Defence in the Overcharge test. */
const DEFENCE = 4;
/** A card of Value 6 in the skirmish deck (id i has Value i % 12 + 1). */
const CARD_OF_VALUE_6 = 5;

/** The skirmish with B's rifles' Melee row given `qualities` (and Defence `defence`). */
function retaliating(qualities: readonly string[], defence?: number): GameSetup {
  const rifles = skirmish().generals.b.units.find((u) => u.id === 'b-rifles')!;
  const rows = rifles.armaments.rows.map((row) =>
    row.attack === 'melee'
      ? { ...row, qualities: [...row.qualities, ...qualities.map((name) => ({ name }))] }
      : row,
  );
  const armaments = { ...rifles.armaments, rows };
  return skirmishWith({
    'b-rifles': { profile: { armaments, ...(defence === undefined ? {} : { defence }) } },
  });
}

/**
 * Where A's rear rank stands in inTwoRanks: #5 #6 #4 west to east at y 10,
 * each directly behind a model of the front rank #3 #1 #2 at y 11 (rulebook
 * p.14 Close Formation; A faces north, so behind is south).
 */
const A_REAR_RANK: Readonly<Record<string, readonly [number, number]>> = {
  'a-rifles#5': [9, 10],
  'a-rifles#6': [10, 10],
  'a-rifles#4': [11, 10],
};

/** A's rifles, as their Charge placed them (a rank at y 11), re-placed in two ranks of three. */
function inTwoRanks(state: GameState): void {
  const rifles = state.units['a-rifles']!;
  rifles.models = rifles.models.map((m) => {
    const at = A_REAR_RANK[m.id];
    return at === undefined ? m : { ...m, x: at[0], y: at[1] };
  });
}

/** A's rifles Charge B's (faceToFace, seeded), `charged` changes the state, then `choices` in turn. */
function play(
  setup: GameSetup,
  choices: readonly Choice[],
  seed = SEED,
  charged: (state: GameState) => void = () => undefined,
) {
  let state: GameState = faceToFace(setup);
  state.rng = seedRng(seed);
  const events: GameEvent[] = [];
  const charge: readonly Choice[] = [
    { kind: 'activate', unit: 'a-rifles' },
    { kind: 'charge', target: 'b-rifles', at: [10, 11], facing: 90 },
  ];
  for (const choice of charge) {
    const made = applyChoice(setup, state, choice);
    state = made.state;
    events.push(...made.events);
  }
  charged(state);
  for (const choice of choices) {
    const made = applyChoice(setup, state, choice);
    state = made.state;
    events.push(...made.events);
  }
  return { state, events };
}

const ids = (state: GameState, unit: string): string[] =>
  state.units[unit]!.models.map((m) => m.id);

const texts = (events: readonly GameEvent[], kind: string): string[] =>
  events.filter((e) => e.kind === kind).map((e) => e.text);

describe('glossary: Precision, Overcharge on a Retaliation (rulebook p.28 step 3)', () => {
  it('glossary: Precision: after the Charge the defending General declares first (decision retaliate, General B, the option saying the row has Precision with an empty list to fill), before the charging General’s Close Quarters Attack', () => {
    const { state } = play(retaliating(['Precision']), []);
    const decision = nextDecision(retaliating(['Precision']), state);
    assert.equal(decision?.player, 'b');
    assert.deepEqual(decision?.options, [{ kind: 'retaliate', unit: 'b-rifles', precision: [] }]);
    assert.throws(
      () => applyChoice(retaliating(['Precision']), state, { kind: 'closeQuartersAttack' }),
      (e: unknown) => e instanceof IllegalChoice && /first declares b-rifles/.test(e.message),
    );
  });

  it('glossary: Precision, rulebook p.34 the rear rank: seed 18, A’s rifles re-placed after the Charge in two ranks (rear #5 #6 #4): the Retaliation Destroys the model General B chose (a-rifles#5, one end of the rear rank); without a choice, the usual order (a-rifles#4, the other end, the first of the two alike)', () => {
    const setup = retaliating(['Precision']);
    const plain = play(
      setup,
      [{ kind: 'retaliate', unit: 'b-rifles' }, { kind: 'closeQuartersAttack' }],
      SEED,
      inTwoRanks,
    );
    const chosen = play(
      setup,
      [
        { kind: 'retaliate', unit: 'b-rifles', precision: ['a-rifles#5'] },
        { kind: 'closeQuartersAttack' },
      ],
      SEED,
      inTwoRanks,
    );
    const rifles = ['a-rifles#1', 'a-rifles#2', 'a-rifles#3'];
    assert.deepEqual(ids(plain.state, 'a-rifles'), [...rifles, 'a-rifles#5', 'a-rifles#6']);
    assert.deepEqual(ids(chosen.state, 'a-rifles'), [...rifles, 'a-rifles#4', 'a-rifles#6']);
  });

  it('glossary: Precision: General B’s choice is its own until the attack is made: General A sees only that the Retaliation was declared', () => {
    const setup = retaliating(['Precision']);
    // rulebook pp.34-35: of A's single rank of six, #6 is the end that may go (the Officer kept the centre).
    const { state } = play(setup, [
      { kind: 'retaliate', unit: 'b-rifles', precision: ['a-rifles#6'] },
    ]);
    assert.deepEqual(playerView(state, 'b').activation?.retaliations, {
      'b-rifles': { precision: ['a-rifles#6'] },
    });
    assert.deepEqual(playerView(state, 'a').activation?.retaliations, { 'b-rifles': {} });
    assert.deepEqual(nextDecision(setup, state)?.player, 'a');
  });

  it('glossary: Overcharge: seed 16, a Retaliation Overcharged with a card of Value 6 rolls 6 more dice (12); its 3 Blanks cost B’s rifles 3 models, not counted in the combat: B wins, 4 to 0', () => {
    const setup = retaliating(['Overcharge'], DEFENCE);
    let state = faceToFace(setup);
    cardOnTop(state, 'b', CARD_OF_VALUE_6);
    state.rng = seedRng(OVERCHARGE_SEED);
    const events: GameEvent[] = [];
    for (const choice of [
      { kind: 'activate', unit: 'a-rifles' },
      { kind: 'charge', target: 'b-rifles', at: [10, 11], facing: 90 },
      { kind: 'retaliate', unit: 'b-rifles', overcharge: true },
      { kind: 'closeQuartersAttack' },
    ] as const satisfies readonly Choice[]) {
      const made = applyChoice(setup, state, choice);
      state = made.state;
      events.push(...made.events);
    }
    assert.deepEqual(texts(events, 'overcharge'), [
      'General B Overcharges the attack: a card of Value 6, 6 more dice (glossary: Overcharge)',
    ]);
    assert.deepEqual(texts(events, 'closeQuartersAttack'), [
      'Rifles a-rifles attacks Rifles b-rifles in Close Quarters: neutral, 6 dice, 1 hits, 0 damage, 0 destroyed',
      'Rifles b-rifles attacks Rifles a-rifles in Close Quarters: neutral, 12 dice, 4 hits, 4 damage, 4 destroyed',
    ]);
    assert.deepEqual(texts(events, 'overchargeDamage'), [
      "Rifles b-rifles suffers 3 Damage from its Overcharged attack's Blanks (glossary: Overcharge)",
    ]);
    assert.deepEqual(texts(events, 'closeQuartersWin'), [
      'Rifles b-rifles wins the Close Quarters Combat',
    ]);
    assert.equal(state.units['b-rifles']!.models.length, 3);
  });

  it('glossary: Overcharge: declared for a Melee row without the quality, or when no Retaliation waits, or naming a model not of the charging unit, the declaration is refused with the reason', () => {
    const setup = retaliating(['Precision']);
    assert.throws(
      () => play(setup, [{ kind: 'retaliate', unit: 'b-rifles', overcharge: true }]),
      /has no Overcharge quality/,
    );
    assert.throws(
      () => play(setup, [{ kind: 'retaliate', unit: 'b-rifles', precision: ['b-rifles#2'] }]),
      /b-rifles#2 is not a model of a-rifles/,
    );
    assert.throws(
      () => play(skirmish(), [{ kind: 'retaliate', unit: 'b-rifles' }]),
      /no Retaliation of b-rifles waits for a declaration now/,
    );
  });
});
