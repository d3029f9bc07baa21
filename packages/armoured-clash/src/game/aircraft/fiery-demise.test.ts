import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { airSkirmish, fightersArrived, withAntiAir } from '../../testing/aircraft-fixture.js';
import { rifles, tanks } from '../../testing/game-fixture.js';
import { applyChoice } from '../apply-choice.js';
import type { GameSetup } from '../army.js';
import type { GameEvent } from '../events.js';
import { nextDecision } from '../next-decision.js';
import type { GameState } from '../state.js';

/** B's rifles with six dice a column against Aerial targets (12"): enough to Destroy fighters. */
const ANTI_AIR_DICE = 6;
const ANTI_AIR_REACH = 12;
/** Fiery Demise (2). */
const CRASH_DICE = 2;
/** A's rifles moved 8" east and 8" north: their rank at y = 14, x 12 to 17, within 4" of the fighters shot at (18, 17). */
const SHIFT = 8;

function withRules(rules: GameSetup['generals']['a']['units'][number]['specialRules']): GameSetup {
  const base = airSkirmish(rules);
  const b = base.generals.b;
  const units = [
    withAntiAir(rifles('b-rifles'), ANTI_AIR_REACH, ANTI_AIR_DICE),
    withAntiAir(tanks('b-tanks'), 8),
  ];
  return { ...base, generals: { ...base.generals, b: { ...b, units } } };
}

/** B's tanks moved 4" west and 10" south: near the fighters shot at, with A's rifles, yet not within 1" of them (glossary: Flying). */
const TANKS_NEAR: readonly [number, number] = [-4, -10];

/**
 * The fighters' Approach of 16" north; B's rifles On Lookout fire in the first
 * Reaction Step, the dice seeded; `tanksNear`: B's tanks within 4" as well.
 */
function shotDown(
  setup: GameSetup,
  seed: number,
  tanksNear = false,
): { state: GameState; events: GameEvent[] } {
  let state = fightersArrived(setup);
  state.units['b-rifles']?.statuses.push('onLookout');
  const near = state.units['a-rifles'];
  if (near !== undefined)
    near.models = near.models.map((m) => ({ ...m, x: m.x + SHIFT, y: m.y + SHIFT }));
  const tanksB = state.units['b-tanks'];
  if (tanksB !== undefined && tanksNear) {
    const [dx, dy] = TANKS_NEAR;
    tanksB.models = tanksB.models.map((m) => ({ ...m, x: m.x + dx, y: m.y + dy }));
  }
  state = applyChoice(setup, state, { kind: 'activate', unit: 'a-fighters' }).state;
  state = applyChoice(setup, state, { kind: 'approach', inches: 16 }).state;
  state.rng = { a: seed, b: 2, c: 3, d: 4 };
  const fired = applyChoice(setup, state, { kind: 'opportunityFire', unit: 'b-rifles' });
  // rulebook p.37: the fighters' General lets the attack go ahead without a Command (Dig In).
  if (fired.state.targetedByRangedAttack === undefined) return fired;
  const made = applyChoice(setup, fired.state, { kind: 'targetedByRangedAttack' });
  return { state: made.state, events: [...fired.events, ...made.events] };
}

/** The kinds of events, without the wait for a Command as the fighters are targeted (Dig In: not this rule's concern). */
const kinds = (events: readonly GameEvent[]) =>
  events.map((e) => e.kind).filter((k) => k !== 'targetedByRangedAttack');
const texts = (events: readonly GameEvent[]) =>
  events.filter((e) => e.kind !== 'targetedByRangedAttack').map((e) => e.text);
const demise = withRules([{ name: 'Fiery Demise', x: CRASH_DICE }]);

describe('glossary: Fiery Demise (X)', () => {
  it('glossary: Fiery Demise (X): a model Destroyed in the first Reaction Step: the opposing General rolls; a Blank (our reading of the lost icons) is a Calamitous Landing: a Neutral Ranged Attack of X dice against each unit within 4", friend or foe', () => {
    const { events } = shotDown(demise, 4);
    assert.deepEqual(kinds(events).slice(0, 4), [
      'opportunityFire',
      'rangedAttack',
      'fieryDemise',
      'rangedAttack',
    ]);
    assert.match(
      texts(events)[2] ?? '',
      /General B rolls a Blank: Calamitous Landing \(glossary: Fiery Demise \(X\)\)/,
    );
    assert.match(
      texts(events)[3] ?? '',
      /Fighters a-fighters's Calamitous Landing hits Rifles a-rifles \(glossary: Fiery Demise \(X\)\): neutral, 2 dice/,
    );
  });

  it('glossary: Fiery Demise (X): on a Miss (our reading), Rain of Debris: each other unit within 4" takes a Suppression Test, for each model Destroyed', () => {
    const { events } = shotDown(demise, 5);
    const rolled = events.filter((e) => e.kind === 'fieryDemise').map((e) => e.text);
    assert.equal(rolled.length, 2);
    for (const text of rolled) assert.match(text, /rolls a Miss: Rain of Debris/);
    const tests = events.filter((e) => e.kind === 'suppressionTest');
    assert.equal(tests.length, 2);
    for (const test of tests) assert.equal(test.unit, 'a-rifles');
  });

  it('glossary: Fiery Demise (X): a Heroic Strike or a Strike (our reading) is a Smoke Trail: nothing more, each rolled before the model is removed from play (the unit Annihilated after); a unit without the rule rolls nothing', () => {
    const { events } = shotDown(demise, 2);
    assert.deepEqual(kinds(events), [
      'opportunityFire',
      'rangedAttack',
      'fieryDemise',
      'fieryDemise',
      'annihilated',
    ]);
    const plain = shotDown(withRules([]), 2).events;
    assert.equal(kinds(plain).includes('fieryDemise'), false);
  });

  it("glossary: Fiery Demise (X): \"This unit's General chooses the order\" of a Calamitous Landing's attacks — General A, the Aircraft's (B rolled); made in that order, then the sortie goes on to its Engage Step", () => {
    const { state } = shotDown(demise, 4, true);
    const decision = nextDecision(demise, state);
    assert.equal(decision?.player, 'a');
    assert.deepEqual(decision?.options, [
      { kind: 'demiseOrder', units: ['b-tanks', 'a-rifles'] },
      { kind: 'demiseOrder', units: ['a-rifles', 'b-tanks'] },
    ]);
    const ordered = applyChoice(demise, state, {
      kind: 'demiseOrder',
      units: ['a-rifles', 'b-tanks'],
    });
    assert.deepEqual(
      ordered.events.map((e) => e.text),
      [
        "General A orders Fighters a-fighters's Calamitous Landing: Rifles a-rifles, then Tanks b-tanks (glossary: Fiery Demise (X))",
        "Fighters a-fighters's Calamitous Landing hits Rifles a-rifles (glossary: Fiery Demise (X)): neutral, 2 dice, 0 hits, 0 damage, 0 destroyed",
        "Fighters a-fighters's Calamitous Landing hits Tanks b-tanks (glossary: Fiery Demise (X)): neutral, 2 dice, 3 hits, 1 damage, 0 destroyed",
      ],
    );
    assert.match(nextDecision(demise, ordered.state)?.prompt ?? '', /Engage Step/);
  });
});
