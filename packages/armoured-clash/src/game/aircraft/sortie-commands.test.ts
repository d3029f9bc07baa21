import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { seedRng } from '@warroom/engine';
import type { DeckDefinition } from '../../cards/deck-definition.js';
import { airSkirmish, fightersArrivedHolding } from '../../testing/aircraft-fixture.js';
import { MOMENT_CARD, momentFiller } from '../../testing/moments-fixture.js';
import { DIG_IN, targetedDeck } from '../../testing/targeted-fixture.js';
import type { ArmyUnit, GameSetup } from '../army.js';
import type { Choice } from '../choice.js';
import { nextDecision } from '../next-decision.js';
import type { GameState } from '../state.js';
import { bothHolding, play } from '../../testing/play-fixture.js';
import { kinds } from '../../testing/event-readers.js';

/** The id of Break Away in the air deck: after Dig In. */
const BREAK_AWAY = DIG_IN + 1;

/** The targeted deck (Dig In) and Break Away, a test card: Dig In for Aircraft units. */
function airDeck(): DeckDefinition {
  const deck = targetedDeck();
  const digIn = deck.cards[DIG_IN];
  if (digIn === undefined) throw new Error('the targeted deck has no Dig In');
  const breakAway = {
    ...digIn,
    id: 'air-break-away',
    command: {
      ...digIn.command,
      name: 'Break Away',
      condition: 'Play this card when one of your Aircraft units is targeted by a Ranged Attack.',
      unitTypes: ['aircraft' as const],
    },
  };
  return { ...deck, cards: [...deck.cards, breakAway] };
}

/** The air skirmish (A's fighters with `rules`, B's tanks `tankDice` anti-air dice per column), both Generals with `deck`. */
function air(rules: ArmyUnit['specialRules'] = [], tankDice = 1, deck = targetedDeck()): GameSetup {
  return bothHolding(airSkirmish(rules, tankDice), deck);
}

const letItGo: Choice = { kind: 'targetedByRangedAttack' };
const takeTest: Choice = { kind: 'suppressionTest' };

/** A's fighters Activated and flown 14" (no unit On Lookout): the Engage Step. */
function engaging(setup: GameSetup, aHand: readonly number[], bHand: readonly number[]): GameState {
  return play(setup, fightersArrivedHolding(setup, aHand, bHand), [
    { kind: 'activate', unit: 'a-fighters' },
    { kind: 'approach', inches: 14 },
  ]).state;
}

describe('rulebook p.37 Issuing Commands at the Engage Step of an Air Support Sortie (rulebook p.51)', () => {
  const setup = air();

  it("rulebook p.37 Issuing Commands, p.51 C. Engage Step: the fighters' attack on B's Infantry waits for B; Dig In received, the rifles Take Cover before the attack, then the Escape Step and the return to Reserve", () => {
    const { state, events } = play(setup, engaging(setup, [], [DIG_IN]), [
      { kind: 'rangedAttack', target: 'b-rifles' },
    ]);
    assert.deepEqual(kinds(events), ['targetedByRangedAttack']);
    assert.deepEqual(state.targetedByRangedAttack, { target: 'b-rifles' });
    assert.equal(state.activation?.sortie?.step, 'engage');
    const decision = nextDecision(setup, state);
    assert.equal(decision?.player, 'b');
    assert.deepEqual(decision?.options, [letItGo, { ...letItGo, command: DIG_IN }]);
    const dugIn = play(setup, state, [{ ...letItGo, command: DIG_IN }]);
    assert.deepEqual(kinds(dugIn.events), [
      'command',
      'interference',
      'commandReceived',
      'takeCover',
      'rangedAttack',
      'annihilated',
      'escape',
      'returnToReserve',
    ]);
    assert.equal(dugIn.events[3]?.text, 'Rifles b-rifles is Taking Cover (Dig In)');
    assert.match(
      dugIn.events[4]?.text ?? '',
      /^Fighters a-fighters fires at Rifles b-rifles: neutral, 9 dice .*, 9 hits, 9 damage, 6 destroyed$/,
    );
    assert.equal(dugIn.state.units['a-fighters']?.inReserve, true);
    assert.equal(dugIn.state.activation, undefined);
  });

  it("rulebook p.37 Issuing Commands, hidden information: the Engage Step's attack waits the same whether B holds Dig In or a card with no Command for it; with an empty hand it is made at once", () => {
    const filler = play(setup, engaging(setup, [], [momentFiller(8)]), [
      { kind: 'rangedAttack', target: 'b-rifles' },
    ]);
    assert.deepEqual(kinds(filler.events), ['targetedByRangedAttack']);
    assert.deepEqual(nextDecision(setup, filler.state)?.options, [letItGo]);
    const { events } = play(setup, engaging(setup, [], []), [
      { kind: 'rangedAttack', target: 'b-rifles' },
    ]);
    assert.deepEqual(kinds(events), ['rangedAttack', 'annihilated', 'escape', 'returnToReserve']);
  });

  it('rulebook p.37 Issuing Commands, p.51 C. Engage Step: a Command issued with the attack (Precision Fire) is offered and, received, gives the attack its Combat Rating Bonus', () => {
    const state = engaging(setup, [MOMENT_CARD.precisionFire], []);
    const options = nextDecision(setup, state)?.options ?? [];
    assert.ok(
      options.some(
        (o) =>
          o.kind === 'rangedAttack' &&
          o.target === 'b-tanks' &&
          o.command === MOMENT_CARD.precisionFire,
      ),
    );
    const { state: after, events } = play(setup, state, [
      { kind: 'rangedAttack', target: 'b-tanks', command: MOMENT_CARD.precisionFire },
    ]);
    assert.deepEqual(kinds(events), [
      'command',
      'interference',
      'commandReceived',
      'rangedAttack',
      'escape',
      'returnToReserve',
    ]);
    // The fighters' Neutral rating Improved by the Command.
    assert.match(
      events[3]?.text ?? '',
      /^Fighters a-fighters fires at Tanks b-tanks: improved, 7 dice .*, 7 hits, 2 damage, 0 destroyed$/,
    );
    assert.deepEqual(after.activation, undefined);
  });

  it("rulebook pp.36-37 Suppression Tests, p.51 C. Engage Step: the tanks' Suppression Test after the Engage Step's attack waits for B; Stand Firm received, the test is taken at +2, then the Escape Step", () => {
    const state = engaging(setup, [], [MOMENT_CARD.standFirm]);
    state.rng = seedRng(13);
    const { state: after, events } = play(setup, state, [
      { kind: 'rangedAttack', target: 'b-tanks' },
    ]);
    assert.deepEqual(kinds(events), ['rangedAttack', 'wrecked', 'suppressionTestDue']);
    assert.equal(after.activation?.sortie?.step, 'engage');
    const decision = nextDecision(setup, after);
    assert.equal(decision?.player, 'b');
    assert.deepEqual(decision?.options, [
      takeTest,
      { ...takeTest, command: MOMENT_CARD.standFirm },
    ]);
    const tested = play(setup, after, [{ ...takeTest, command: MOMENT_CARD.standFirm }]);
    assert.deepEqual(kinds(tested.events), [
      'command',
      'interference',
      'commandReceived',
      'suppressionTest',
      'escape',
      'returnToReserve',
    ]);
    assert.equal(
      tested.events[3]?.text,
      'Tanks b-tanks takes a Suppression Test at 8: card 11, failed',
    );
    assert.ok(tested.state.units['b-tanks']?.statuses.includes('suppressed'));
    assert.equal(tested.state.units['a-fighters']?.inReserve, true);
  });
});

describe('rulebook p.37 Issuing Commands in the Reaction Steps of an Air Support Sortie (rulebook p.51)', () => {
  it('rulebook p.37 Issuing Commands, p.51 Reaction Steps: Opportunity Fire declared with a Command (Precision Fire); received, the attack is made with its bonus where the rifles first had the fighters in their sights, then the Engage Step with the fighters where they stand', () => {
    const setup = air();
    const { state } = play(
      setup,
      fightersArrivedHolding(setup, [], [MOMENT_CARD.precisionFire], ['b-rifles']),
      [
        { kind: 'activate', unit: 'a-fighters' },
        { kind: 'approach', inches: 16 },
      ],
    );
    const standing = state.units['a-fighters']?.models;
    assert.deepEqual(nextDecision(setup, state)?.options, [
      { kind: 'opportunityFire', unit: 'b-rifles' },
      { kind: 'opportunityFire', unit: 'b-rifles', command: MOMENT_CARD.precisionFire },
      { kind: 'noReaction' },
    ]);
    const fired = play(setup, state, [
      { kind: 'opportunityFire', unit: 'b-rifles', command: MOMENT_CARD.precisionFire },
    ]);
    // rulebook pp.34-35: the two fighters equally close to the rifles, the attack waits for A's order of losses.
    assert.deepEqual(kinds(fired.events), [
      'command',
      'interference',
      'commandReceived',
      'opportunityFire',
      'targetedByRangedAttack',
    ]);
    // Fired at where the rifles first had them in their sights: 1" into the 16" flight.
    assert.deepEqual(
      fired.state.units['a-fighters']?.models.map((m) => [m.x, m.y]),
      [
        [18, 17],
        [20.25, 17],
      ],
    );
    const made = play(setup, fired.state, [letItGo]);
    assert.deepEqual(kinds(made.events), ['rangedAttack']);
    // Opportunity Fire's Weakened rating Improved by the Command: Neutral.
    assert.match(
      made.events[0]?.text ?? '',
      /^Rifles b-rifles fires at Fighters a-fighters: neutral, 2 dice .*, 2 hits, 0 damage, 0 destroyed$/,
    );
    assert.equal(made.state.activation?.sortie?.step, 'engage');
    assert.equal(made.state.activation?.sortie?.actedIn, 1);
    assert.deepEqual(made.state.units['a-fighters']?.models, standing);
  });

  it('rulebook p.37 Issuing Commands, p.51 Reaction Steps: the fighters targeted by Opportunity Fire wait for A when a card of its deck names Aircraft (Break Away); received, the attack is made and the sortie goes on to its Engage Step', () => {
    const setup = air([], 1, airDeck());
    const { state } = play(setup, fightersArrivedHolding(setup, [BREAK_AWAY], [], ['b-rifles']), [
      { kind: 'activate', unit: 'a-fighters' },
      { kind: 'approach', inches: 16 },
      { kind: 'opportunityFire', unit: 'b-rifles' },
    ]);
    assert.deepEqual(state.targetedByRangedAttack, { target: 'a-fighters', by: 'b-rifles' });
    const decision = nextDecision(setup, state);
    assert.equal(decision?.player, 'a');
    assert.deepEqual(decision?.options, [letItGo, { ...letItGo, command: BREAK_AWAY }]);
    const made = play(setup, state, [{ ...letItGo, command: BREAK_AWAY }]);
    assert.deepEqual(kinds(made.events), [
      'command',
      'interference',
      'commandReceived',
      'takeCover',
      'rangedAttack',
    ]);
    assert.equal(made.events[3]?.text, 'Fighters a-fighters is Taking Cover (Break Away)');
    assert.equal(made.state.activation?.sortie?.step, 'engage');
  });

  it('rulebook p.37 Issuing Commands, hidden information: Opportunity Fire at the fighters in the second Reaction Step does not wait for A holding Dig In (its Condition names Infantry); with Break Away in the deck it waits the same whether A holds it or not', () => {
    const plain = air();
    const base = (setup: GameSetup, aHand: readonly number[]) =>
      play(setup, fightersArrivedHolding(setup, aHand, [], ['b-tanks']), [
        { kind: 'activate', unit: 'a-fighters' },
        { kind: 'approach', inches: 16 },
        { kind: 'hold' },
        { kind: 'opportunityFire', unit: 'b-tanks' },
      ]);
    const fired = ['activate', 'approach', 'escape', 'opportunityFire'];
    const atOnce = [...fired, 'rangedAttack', 'returnToReserve'];
    assert.deepEqual(kinds(base(plain, [DIG_IN]).events), atOnce);
    const withBreakAway = air([], 1, airDeck());
    const filler = base(withBreakAway, [momentFiller(8)]);
    assert.deepEqual(kinds(filler.events), [...fired, 'targetedByRangedAttack']);
    assert.deepEqual(nextDecision(withBreakAway, filler.state)?.options, [letItGo]);
    assert.deepEqual(kinds(base(withBreakAway, []).events), atOnce);
  });

  it("rulebook pp.36-37 Suppression Tests, p.51 E. Reaction Step, glossary: Hot Headed: the fighters' test after the tanks' Opportunity Fire waits for A; Stand Firm received, the test is taken at +2, then the return to Reserve", () => {
    const setup = air([{ name: 'Hot Headed' }], 12);
    const start = fightersArrivedHolding(setup, [MOMENT_CARD.standFirm], [], ['b-tanks']);
    start.rng = seedRng(3);
    const { state, events } = play(setup, start, [
      { kind: 'activate', unit: 'a-fighters' },
      { kind: 'approach', inches: 16 },
      { kind: 'hold' },
      { kind: 'opportunityFire', unit: 'b-tanks' },
    ]);
    assert.deepEqual(kinds(events).slice(-3), [
      'opportunityFire',
      'rangedAttack',
      'suppressionTestDue',
    ]);
    assert.equal(state.activation?.sortie?.step, 'secondReaction');
    const decision = nextDecision(setup, state);
    assert.equal(decision?.player, 'a');
    assert.deepEqual(decision?.options, [
      takeTest,
      { ...takeTest, command: MOMENT_CARD.standFirm },
    ]);
    const tested = play(setup, state, [{ ...takeTest, command: MOMENT_CARD.standFirm }]);
    assert.deepEqual(kinds(tested.events), [
      'command',
      'interference',
      'commandReceived',
      'suppressionTest',
      'returnToReserve',
    ]);
    assert.equal(
      tested.events[3]?.text,
      'Fighters a-fighters takes a Suppression Test at 8: card 10, failed',
    );
    assert.deepEqual(tested.state.units['a-fighters']?.statuses, ['suppressed', 'activated']);
    assert.equal(tested.state.units['a-fighters']?.inReserve, true);
  });
});
