import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { seedRng } from '@warroom/engine';
import { opened } from '../testing/clash-fixture.js';
import { setHand } from '../testing/command-fixture.js';
import { rifles } from '../testing/game-fixture.js';
import { cardOnTop, faceToFace, skirmishWith } from '../testing/melee-fixture.js';
import { MOMENT_CARD, momentsSkirmish } from '../testing/moments-fixture.js';
import { CHARGE as CHARGE_B, aMoving } from '../testing/movement-fixture.js';
import { targetedDeck } from '../testing/targeted-fixture.js';
import type { RuleRef } from '../rules/rule-ref.js';
import { applyChoice } from './apply-choice.js';
import type { ArmyUnit, GameSetup } from './army.js';
import type { Choice } from './choice.js';
import { demiseThenGoesOn } from './demise-then.js';
import type { GameEvent } from './events.js';
import { destroyModels } from './losses.js';
import { nextDecision } from './next-decision.js';
import type { GameState } from './state.js';
import { play } from '../testing/play-fixture.js';
import { kinds } from '../testing/event-readers.js';

const RULE = 'glossary: Spectacular Demise (X)';
const DEMISE: readonly RuleRef[] = [{ name: 'Spectacular Demise', x: 6 }];
const RIFLE_GRID = rifles('grid').armaments;
/** B's rifles without a Melee row: only their Sponsons strike the charging unit. */
const NO_MELEE = { ...RIFLE_GRID, rows: RIFLE_GRID.rows.filter((row) => row.attack !== 'melee') };
/** The dice of B's rifles' Sponsons. */
const SPONSONS_DICE = 4;
/** A's tanks moved 10" west: beside A's rifles, within 6" of their Officer. */
const TANKS_WEST = 10;

/** The moments deck's skirmish, `rules` added to the units named. */
function withRules(rules: Readonly<Record<string, readonly RuleRef[]>>): GameSetup {
  return momentsSkirmish((u): ArmyUnit => ({
    ...u,
    specialRules: [...u.specialRules, ...(rules[u.id] ?? [])],
  }));
}

/** `unit` down to its Officer; each General holding Stand Firm alone. */
function lastModelAndStandFirm(state: GameState, unit: string): GameState {
  const found = state.units[unit];
  assert.ok(found !== undefined);
  found.models = found.models.filter((m) => m.id === found.officer);
  setHand(state, 'a', [MOMENT_CARD.standFirm]);
  setHand(state, 'b', [MOMENT_CARD.standFirm]);
  return state;
}

/** A's rifles Activated (no Reaction), then the generator seeded `seed` for what follows. */
function aActivated(setup: GameSetup, state: GameState, seed: number): GameState {
  let now = applyChoice(setup, state, { kind: 'activate', unit: 'a-rifles' }).state;
  if (now.activation?.reaction !== undefined)
    now = applyChoice(setup, now, { kind: 'noReaction' }).state;
  now.rng = seedRng(seed);
  return now;
}

const CHARGE: Choice = { kind: 'charge', target: 'b-rifles', at: [10, 11], facing: 90 };
const STAND_FIRM: Choice = { kind: 'suppressionTest', command: MOMENT_CARD.standFirm };
const TEST_OPTIONS: readonly Choice[] = [{ kind: 'suppressionTest' }, STAND_FIRM];
const texts = (events: readonly GameEvent[], kind: string): string[] =>
  events.filter((e) => e.kind === kind).map((e) => e.text);

/** The test waits for `side`'s General in A's rifles' Activation; Stand Firm issued, let pass, the test taken: the Activation ends. */
function standFirmThenEnd(
  setup: GameSetup,
  state: GameState,
  side: 'a' | 'b',
): { state: GameState; events: GameEvent[] } {
  assert.equal(state.activation?.unit, 'a-rifles');
  const decision = nextDecision(setup, state);
  assert.equal(decision?.player, side);
  assert.deepEqual(decision?.options, TEST_OPTIONS);
  const taken = play(setup, state, [STAND_FIRM, { kind: 'noInterference' }]);
  assert.equal(taken.state.activation, undefined);
  assert.equal(taken.state.suppressionTest, undefined);
  assert.equal(taken.state.demiseBlasts, undefined);
  return taken;
}

/**
 * `unit` (with Spectacular Demise) down to its last model, A holding Stand
 * Firm: A's rifles Charge B's and fight the Close Quarters Combat, the dice
 * seeded 3.
 */
function lastModelFights(unit: string): {
  setup: GameSetup;
  fought: ReturnType<typeof applyChoice>;
} {
  const setup = withRules({ [unit]: DEMISE });
  const state = aActivated(setup, lastModelAndStandFirm(faceToFace(setup), unit), 1);
  const charged = applyChoice(setup, state, CHARGE).state;
  charged.rng = seedRng(3);
  return { setup, fought: applyChoice(setup, charged, { kind: 'closeQuartersAttack' }) };
}

describe(`${RULE}, rulebook p.37 Issuing Commands: the blasts wait for Commands within the Activation`, () => {
  it(`${RULE}, rulebook p.37 Issuing Commands: the Charge target's last model Destroyed in Close Quarters (seed 3, a Shockwave): A's rifles' test waits for General A's Command within the Activation (Stand Firm, +2), which ends once it is taken`, () => {
    const { setup, fought } = lastModelFights('b-rifles');
    assert.deepEqual(kinds(fought.events), [
      'closeQuartersAttack',
      'spectacularDemise',
      'annihilated',
      'suppressionTestDue',
    ]);
    assert.equal(
      texts(fought.events, 'spectacularDemise')[0],
      `Rifles b-rifles's last model: General A rolls a Glancing Strike: Shockwave (${RULE})`,
    );
    const taken = standFirmThenEnd(setup, fought.state, 'a');
    assert.deepEqual(texts(taken.events, 'suppressionTest'), [
      'Rifles a-rifles takes a Suppression Test at 8: card 8, passed',
    ]);
    assert.equal(taken.state.turn, 'b');
  });

  it(`${RULE}, rulebook p.37 Issuing Commands: the charging unit's last model Destroyed by the Retaliation (seed 3, a Detonation): B's rifles' Check for Suppression waits for General B within A's Activation`, () => {
    const { setup, fought } = lastModelFights('a-rifles');
    assert.deepEqual(kinds(fought.events), [
      'closeQuartersAttack',
      'closeQuartersAttack',
      'spectacularDemise',
      'annihilated',
      'rangedAttack',
      'suppressionTestDue',
    ]);
    assert.deepEqual(texts(fought.events, 'rangedAttack'), [
      `Rifles a-rifles's Detonation hits Rifles b-rifles (${RULE}): neutral, 6 dice, 3 hits, 3 damage, 3 destroyed`,
    ]);
    const taken = standFirmThenEnd(setup, fought.state, 'b');
    assert.deepEqual(texts(taken.events, 'suppressionTest'), [
      'Rifles b-rifles takes a Suppression Test at 7: card 7, passed',
    ]);
  });

  it(`${RULE}, glossary: Sponsons (X), rulebook p.37 Issuing Commands: the charging unit's last model Destroyed by Sponsons (seed 7, a Shockwave): B's rifles' test waits for General B before the Activation ends`, () => {
    const setup = momentsSkirmish((u) => {
      if (u.id === 'a-rifles') return { ...u, specialRules: [...u.specialRules, ...DEMISE] };
      if (u.id !== 'b-rifles') return u;
      const sponsons = { name: 'Sponsons', x: SPONSONS_DICE };
      return { ...u, armaments: NO_MELEE, specialRules: [...u.specialRules, sponsons] };
    });
    const state = aActivated(setup, lastModelAndStandFirm(faceToFace(setup), 'a-rifles'), 7);
    const charged = applyChoice(setup, state, CHARGE);
    assert.deepEqual(kinds(charged.events), [
      'charge',
      'sponsons',
      'spectacularDemise',
      'annihilated',
      'suppressionTestDue',
    ]);
    assert.equal(
      texts(charged.events, 'spectacularDemise')[0],
      `Rifles a-rifles's last model: General B rolls a Glancing Strike: Shockwave (${RULE})`,
    );
    standFirmThenEnd(setup, charged.state, 'b');
  });

  it(`${RULE}, glossary: Run Amok, rulebook p.37 Issuing Commands: the last model lost as the Activation ends (seed 13, a Shockwave): A's tanks' test waits for General A before the Activation ends, the Run Amok Damage already suffered`, () => {
    const setup = withRules({ 'a-rifles': [...DEMISE, { name: 'Run Amok' }] });
    const start = lastModelAndStandFirm(opened(setup), 'a-rifles');
    const tanks = start.units['a-tanks'];
    assert.ok(tanks !== undefined);
    tanks.models = tanks.models.map((m) => ({ ...m, x: m.x - TANKS_WEST }));
    let state = aActivated(setup, start, 1);
    state = applyChoice(setup, state, { kind: 'hold' }).state;
    if (state.activation?.reaction !== undefined)
      state = applyChoice(setup, state, { kind: 'noReaction' }).state;
    state.rng = seedRng(13);
    const held = applyChoice(setup, state, { kind: 'hold' });
    assert.deepEqual(kinds(held.events), [
      'runAmok',
      'spectacularDemise',
      'annihilated',
      'runAmok',
      'suppressionTestDue',
    ]);
    assert.equal(held.state.units['a-tanks']?.damage, 1);
    const taken = standFirmThenEnd(setup, held.state, 'a');
    assert.deepEqual(kinds(taken.events).slice(-1), ['suppressionTest']);
    assert.equal(texts(taken.events, 'runAmok').length, 0);
  });

  it(`${RULE}, glossary: Throw (X"), rulebook p.37 Issuing Commands: the last model Destroyed by a Throw (seed 6, a Shockwave): A's rifles' test waits for General A, then the Activation ends`, () => {
    const tough = { defence: 3, damageLimit: 3 };
    const base = skirmishWith({
      'a-rifles': { rules: [{ name: 'Throw', x: 6 }], profile: tough },
      'b-rifles': { rules: DEMISE, profile: tough },
    });
    const deck = targetedDeck();
    const setup: GameSetup = {
      ...base,
      generals: { a: { ...base.generals.a, deck }, b: { ...base.generals.b, deck } },
    };
    const start = aMoving(setup, 1);
    setHand(start, 'a', []);
    setHand(start, 'b', []);
    // Seed 1: A's rifles win the Close Quarters Combat; the Throw is offered as the Activation ends.
    const fought = play(setup, start, [CHARGE_B, { kind: 'closeQuartersAttack' }]).state;
    lastModelAndStandFirm(fought, 'b-rifles');
    // The Throw's card: Value 5 (Forced March).
    cardOnTop(fought, 'a', MOMENT_CARD.forcedMarch);
    fought.rng = seedRng(6);
    // B's rifles are targeted: General B may Dig In first, and lets the Throw go ahead.
    const thrown = play(setup, fought, [
      { kind: 'throw', target: 'b-rifles' },
      { kind: 'targetedByRangedAttack' },
    ]);
    assert.deepEqual(kinds(thrown.events), [
      'targetedByRangedAttack',
      'throw',
      'rangedAttack',
      'spectacularDemise',
      'annihilated',
      'suppressionTestDue',
    ]);
    assert.equal(
      texts(thrown.events, 'spectacularDemise')[0],
      `Rifles b-rifles's last model: General A rolls a Glancing Strike: Shockwave (${RULE})`,
    );
    standFirmThenEnd(setup, thrown.state, 'a');
  });

  it(`${RULE}, rulebook p.37 Issuing Commands: blasts left once a choice's sequence is over in an Activation (here rolled by losses taken as A's tanks wait for their Movement Step; seed 13, a Shockwave): A's tanks' test waits for General A, then the Activation waits where it was`, () => {
    const setup = withRules({ 'b-tanks': [{ name: 'Large' }, ...DEMISE] });
    const start = opened(setup);
    setHand(start, 'a', [MOMENT_CARD.standFirm]);
    setHand(start, 'b', []);
    const state = applyChoice(setup, start, { kind: 'activate', unit: 'a-tanks' }).state;
    const before = nextDecision(setup, state);
    const tanks = state.units['b-tanks'];
    const [first] = tanks?.models ?? [];
    assert.ok(tanks !== undefined && first !== undefined);
    // B's last tank 7" north of A's tanks.
    tanks.models = [{ ...first, x: 24, y: 12 }];
    state.rng = seedRng(13);
    const lost = destroyModels(setup, state, tanks, 1, undefined);
    assert.equal(
      texts(lost, 'spectacularDemise')[0],
      `Tanks b-tanks's last model: General A rolls a Glancing Strike: Shockwave (${RULE})`,
    );
    assert.deepEqual(kinds(demiseThenGoesOn(setup, state)), ['suppressionTestDue']);
    assert.deepEqual(nextDecision(setup, state)?.options, TEST_OPTIONS);
    const taken = applyChoice(setup, state, STAND_FIRM);
    assert.deepEqual(kinds(taken.events), [
      'command',
      'interference',
      'commandReceived',
      'suppressionTest',
    ]);
    assert.equal(taken.state.demiseBlasts, undefined);
    assert.equal(taken.state.activation?.unit, 'a-tanks');
    assert.deepEqual(nextDecision(setup, taken.state), before);
  });
});
