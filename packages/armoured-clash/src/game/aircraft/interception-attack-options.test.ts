import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { seedRng } from '@warroom/engine';
import { cardOnTop } from '../../testing/melee-fixture.js';
import { bothHolding } from '../../testing/play-fixture.js';
import { INTERCEPT_CARD, interceptionEngaging } from '../../testing/interception-engage-fixture.js';
import { CARD, commandDeck, filler } from '../../testing/command-fixture.js';
import type { ArmyUnit, GameSetup } from '../army.js';
import { applyChoice } from '../apply-choice.js';
import type { Choice } from '../choice.js';
import type { GameEvent } from '../events.js';
import { IllegalChoice } from '../rule-error.js';
import type { GameState } from '../state.js';
import { interceptSkirmish } from './interception-fixture.js';

/** The card put on top of B's deck for an Overcharge: Value 2. */
const VALUE_TWO = 1;
/** The same in the command deck (commandDeck): a filler card of Value 1. */
const VALUE_ONE_IN_COMMAND_DECK = filler(1);

/** Seed of the interceptors' attack: 4 dice (three Heroic Strikes and a Strike), 2 Damage, one model Destroyed. */
const ONE_DESTROYED = 13;
/** Seed of the interceptors' attack: its first roll Strike, Blank, Blank. */
const PLAIN_SEED = 1;

const ATTACK = { kind: 'rangedAttack', target: 'a-fighters' } as const satisfies Choice;

/** The intercept skirmish, B's fighters' row against Aerial targets with `qualities`, B's rifles with `rifleRules`. */
function skirmishWith(
  qualities: readonly string[],
  rifleRules: ArmyUnit['specialRules'] = [],
): GameSetup {
  const setup = interceptSkirmish();
  const b = setup.generals.b;
  const units = b.units.map((unit): ArmyUnit => {
    if (unit.id === 'b-rifles')
      return { ...unit, specialRules: [...unit.specialRules, ...rifleRules] };
    if (unit.id !== 'b-fighters') return unit;
    const rows = unit.armaments.rows.map((row) =>
      row.attack === 'ranged' && row.target === 'aerial'
        ? { ...row, qualities: qualities.map((name) => ({ name })) }
        : row,
    );
    return { ...unit, armaments: { ...unit.armaments, rows } };
  });
  return { ...setup, generals: { ...setup.generals, b: { ...b, units } } };
}

/** Where A's tanks stand, in a file north from (18, TANKS_Y), TANKS_APART" apart. */
const TANKS_Y = 10;
const TANKS_APART = 3;
/**
 * A Size above the fighters' 3: A's Large tanks this tall are not ignored
 * between them (rulebook p.17 Benefits of Size) and Block Line of Sight
 * (glossary: Large).
 */
const TALL = 5;

/** The setup with A's tanks made Size TALL. */
function withTallTanks(setup: GameSetup): GameSetup {
  const a = setup.generals.a;
  const units = a.units.map((u) => (u.id === 'a-tanks' ? { ...u, size: TALL } : u));
  return { ...setup, generals: { ...setup.generals, a: { ...a, units } } };
}

/**
 * B's Interception Sortie at its Engage Step, whatever the fixture's own
 * places: A's fighters Activated (no approach), B's Intercept received, its
 * fighters approached 0"; then both units placed here: A's at (18, 5) and
 * (21, 5) facing north, B's at (18, 25) and (15, 25) facing south, 18" apart
 * (beyond Short Range, within Long Range of B's 24" guns). Generator reseeded.
 */
function engaging(setup: GameSetup, seed: number, bHand: readonly number[] = []): GameState {
  const places = {
    a: [
      [18, 5],
      [21, 5],
    ],
    b: [
      [18, 25],
      [15, 25],
    ],
  } as const;
  const state = interceptionEngaging(setup, places, bHand);
  state.rng = seedRng(seed);
  return state;
}

/** The rule an IllegalChoice names, and its words. */
function refusal(run: () => unknown): { rule: string; message: string } | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    if (error instanceof IllegalChoice) return { rule: error.rule, message: error.message };
    throw error;
  }
}

const texts = (events: readonly GameEvent[]): string[] => events.map((e) => e.text);

describe('glossary: Interceptor — what is declared with the Interception Sortie’s attack, honoured as for every Ranged Attack or refused with the rule', () => {
  it('glossary: Precision: without the quality, the chosen models are refused', () => {
    const setup = skirmishWith([]);
    const choice = { ...ATTACK, precision: ['a-fighters#2'] };
    assert.deepEqual(
      refusal(() => applyChoice(setup, engaging(setup, ONE_DESTROYED), choice)),
      {
        rule: 'glossary: Precision',
        message: 'the attack has no Precision (or the target has Bodyguard)',
      },
    );
  });

  it('glossary: Precision: with the quality, the model its General chose is Destroyed (the Officer is, without the choice)', () => {
    const setup = skirmishWith(['Precision']);
    const chosen = applyChoice(setup, engaging(setup, ONE_DESTROYED), {
      ...ATTACK,
      precision: ['a-fighters#2'],
    });
    assert.deepEqual(
      chosen.state.units['a-fighters']?.models.map((m) => m.id),
      ['a-fighters#1'],
    );
    const plain = applyChoice(setup, engaging(setup, ONE_DESTROYED), ATTACK);
    assert.deepEqual(
      plain.state.units['a-fighters']?.models.map((m) => m.id),
      ['a-fighters#2'],
    );
  });

  it('glossary: Spotters: an attack without the Indirect quality cannot be Spotted', () => {
    const setup = skirmishWith([], [{ name: 'Spotters' }]);
    assert.deepEqual(
      refusal(() =>
        applyChoice(setup, engaging(setup, PLAIN_SEED), { ...ATTACK, spotter: 'b-rifles' }),
      ),
      {
        rule: 'glossary: Spotters',
        message: 'only an attack with the Indirect quality can be Spotted',
      },
    );
  });

  it('glossary: Spotters, Indirect: the Spotting unit nominated, the attack is Improved regardless, and the Spotting unit loses On Lookout', () => {
    const setup = skirmishWith(['Indirect'], [{ name: 'Spotters' }]);
    const state = engaging(setup, PLAIN_SEED);
    state.units['b-rifles']?.statuses.push('onLookout');
    const plain = applyChoice(setup, state, ATTACK);
    const spotted = applyChoice(setup, state, { ...ATTACK, spotter: 'b-rifles' });
    assert.deepEqual(texts(plain.events).slice(0, 1), [
      'Fighters b-fighters fires at Fighters a-fighters: neutral, 3 dice (Strike, Blank, Blank), 1 hits, 0 damage, 0 destroyed',
    ]);
    assert.deepEqual(texts(spotted.events).slice(0, 2), [
      'Rifles b-rifles Spots for Fighters b-fighters',
      'Fighters b-fighters fires at Fighters a-fighters: improved, 3 dice (Strike, Blank, Blank), 1 hits, 0 damage, 0 destroyed',
    ]);
    assert.deepEqual(spotted.state.units['b-rifles']?.statuses, []);
  });

  it('glossary: Overcharge: without the quality, the Overcharge is refused', () => {
    const setup = skirmishWith([]);
    assert.deepEqual(
      refusal(() =>
        applyChoice(setup, engaging(setup, PLAIN_SEED), { ...ATTACK, overcharge: true }),
      ),
      {
        rule: 'glossary: Overcharge',
        message: 'the row a-fighters calls for has no Overcharge quality',
      },
    );
  });

  it('glossary: Overcharge: with the quality, the top card of B’s deck is revealed, its Value in added dice, and the interceptors suffer a Damage for each Blank', () => {
    const setup = skirmishWith(['Overcharge']);
    const state = engaging(setup, PLAIN_SEED);
    cardOnTop(state, 'b', VALUE_TWO);
    const made = applyChoice(setup, state, { ...ATTACK, overcharge: true });
    assert.deepEqual(texts(made.events), [
      'General B Overcharges the attack: a card of Value 2, 2 more dice (glossary: Overcharge)',
      'Fighters b-fighters fires at Fighters a-fighters: neutral, 6 dice (Strike, Blank, Miss, Blank, Heroic Strike, Heroic Strike), 5 hits, 1 damage, 0 destroyed',
      "Fighters b-fighters suffers 2 Damage from its Overcharged attack's Blanks (glossary: Overcharge)",
      'Fighters b-fighters flies off the battlefield and returns to Reserve (glossary: Interceptor)',
    ]);
    // Two Blanks: 2 Damage, one model Destroyed (Damage Limit 2); the other returns to Reserve.
    assert.equal(made.state.units['b-fighters']?.returnedModels, 1);
    assert.equal(made.state.units['b-fighters']?.damage, 0);
    assert.equal(made.state.players.b.deck.piles.discardPile.includes(VALUE_TWO), true);
  });

  it('glossary: Overcharge, rulebook p.33 Bonus Re-Rolls: the card is revealed once, before the first roll; the attack waiting for B’s Command resumes with its Value', () => {
    const setup = bothHolding(skirmishWith(['Overcharge']), commandDeck());
    const state = engaging(setup, PLAIN_SEED, [CARD.steadyHands]);
    cardOnTop(state, 'b', VALUE_ONE_IN_COMMAND_DECK);
    const waiting = applyChoice(setup, state, { ...ATTACK, overcharge: true });
    const resumed = applyChoice(setup, waiting.state, { kind: 'attackRerolls' });
    assert.deepEqual(
      waiting.events.map((e) => e.kind),
      ['overcharge', 'attackRolled'],
    );
    const events = [...waiting.events, ...resumed.events];
    assert.deepEqual(
      texts(events.filter((e) => e.kind === 'overcharge' || e.kind === 'rangedAttack')),
      [
        'General B Overcharges the attack: a card of Value 1, 1 more dice (glossary: Overcharge)',
        'Fighters b-fighters fires at Fighters a-fighters: neutral, 4 dice (Strike, Blank, Heroic Strike, Blank), 3 hits, 1 damage, 0 destroyed',
      ],
    );
    // One card revealed and discarded, besides the Intercept's.
    assert.deepEqual(resumed.state.players.b.deck.piles.discardPile, [
      INTERCEPT_CARD,
      VALUE_ONE_IN_COMMAND_DECK,
    ]);
  });

  it('rulebook p.26 Exposed Models: A’s Officer hidden behind a taller tank, the attack prioritising the Exposed model Destroys it (the Officer, without the declaration)', () => {
    const setup = withTallTanks(skirmishWith([]));
    const hidden = (): GameState => {
      const state = engaging(setup, ONE_DESTROYED);
      const tanks = state.units['a-tanks'];
      assert.ok(tanks !== undefined);
      // On the line from B's Officer at (18, 25) to A's at (18, 5); A's second model at (21, 5) in plain sight.
      tanks.models = tanks.models.map((m, i) => ({ ...m, x: 18, y: TANKS_Y + TANKS_APART * i }));
      return state;
    };
    const prioritised = applyChoice(setup, hidden(), { ...ATTACK, prioritiseExposed: true });
    assert.deepEqual(
      prioritised.state.units['a-fighters']?.models.map((m) => m.id),
      ['a-fighters#1'],
    );
    const plain = applyChoice(setup, hidden(), ATTACK);
    assert.deepEqual(
      plain.state.units['a-fighters']?.models.map((m) => m.id),
      ['a-fighters#2'],
    );
  });

  it('rulebook p.26 Exposed Models: with every model of the target Exposed, the attack cannot prioritise them', () => {
    const setup = skirmishWith([]);
    assert.deepEqual(
      refusal(() =>
        applyChoice(setup, engaging(setup, PLAIN_SEED), { ...ATTACK, prioritiseExposed: true }),
      ),
      {
        rule: 'rulebook p.26 Exposed Models',
        message: 'only when some (but not all) models of a-fighters are Exposed: 2 of 2 are',
      },
    );
  });
});
