import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { prepareAttack } from '../../attack/prepare.js';
import { Face, faceSet } from '../../dice/faces.js';
import { ARMOURED_CLASH_RULES } from '../../rules/armoured-clash-rules.js';
import {
  CARD,
  TO_ATTACK_STEP,
  commandSkirmish,
  filler,
  setHand,
} from '../../testing/command-fixture.js';
import { applyChoice } from '../apply-choice.js';
import type { ArmyUnit, GameSetup } from '../army.js';
import type { Choice } from '../choice.js';
import type { GameEvent } from '../events.js';
import { nextDecision } from '../next-decision.js';
import { planRangedAttack } from '../ranged-attack.js';
import { RECORD_FORMAT, replay } from '../record.js';
import { IllegalChoice } from '../rule-error.js';
import type { GameState } from '../state.js';
import { boostAttack } from './attack-boost.js';
import { play } from '../../testing/play-fixture.js';

const setup = commandSkirmish();

/** A's Tanks in their Attack Step; A holds `aHand`, B holds `bHand`. */
function attackStep(aHand: readonly number[], bHand: readonly number[], on = setup): GameState {
  const state = replay({
    format: RECORD_FORMAT,
    setup: on,
    seed: 11,
    choices: TO_ATTACK_STEP,
  }).state;
  setHand(state, 'a', aHand);
  setHand(state, 'b', bHand);
  return state;
}

const apply = (state: GameState, ...choices: Choice[]) => play(setup, state, choices);

const fire: Choice = { kind: 'rangedAttack', target: 'b-tanks' };
const issue = (command: number): Choice => ({ kind: 'rangedAttack', target: 'b-tanks', command });
const attackText = (events: readonly GameEvent[]): string | undefined =>
  events.find((e) => e.kind === 'rangedAttack')?.text;

describe('rulebook p.37 Issuing Commands', () => {
  it('the Attack Step lists a Ranged Attack with each card whose Condition is met as it is declared, and no other', () => {
    const state = attackStep(
      [CARD.precisionFire, CARD.steadyHands, CARD.likeLions, CARD.digIn],
      [],
    );
    const options = nextDecision(setup, state)?.options ?? [];
    assert.deepEqual(
      options.filter((o) => o.kind === 'rangedAttack'),
      [fire, issue(CARD.precisionFire), issue(CARD.steadyHands)],
    );
  });

  it('the card is played face down and the other General decides whether to Interfere, with each card of their hand', () => {
    const state = attackStep([CARD.precisionFire], [filler(6), filler(9)]);
    const { state: issued, events } = apply(state, issue(CARD.precisionFire));
    assert.deepEqual(issued.players.a.deck.hand, []);
    assert.deepEqual(issued.command, {
      side: 'a',
      card: CARD.precisionFire,
      unit: 'a-tanks',
      with: { kind: 'rangedAttack', target: 'b-tanks' },
    });
    assert.deepEqual(
      events.map((e) => e.kind),
      ['command'],
    );
    const decision = nextDecision(setup, issued);
    assert.equal(decision?.player, 'b');
    assert.deepEqual(decision?.options, [
      { kind: 'interfere', card: filler(6) },
      { kind: 'interfere', card: filler(9) },
      { kind: 'noInterference' },
    ]);
    assert.doesNotMatch(decision?.prompt ?? '', /Precision/);
    assert.doesNotMatch(events[0]?.text ?? '', /Precision/);
  });

  it('received without Interference, Precision Fire gives its Combat Rating Bonus: the attack is exactly the Aimed one (one bonus, Improved) and the card is discarded', () => {
    const state = attackStep([CARD.precisionFire], [filler(6)]);
    const { state: after, events } = apply(state, issue(CARD.precisionFire), {
      kind: 'noInterference',
    });
    assert.deepEqual(events.map((e) => e.kind).slice(0, 4), [
      'command',
      'interference',
      'commandReceived',
      'rangedAttack',
    ]);
    const aimed = attackStep([], [filler(6)]);
    aimed.activation!.aimed = true;
    const plain = apply(aimed, fire);
    assert.match(attackText(events) ?? '', /: improved,/);
    assert.equal(attackText(events), attackText(plain.events));
    assert.deepEqual(after.units, plain.state.units);
    assert.deepEqual(after.players.a.deck.piles.discardPile, [CARD.precisionFire]);
    assert.deepEqual(after.players.b.deck.hand, [filler(6)]);
    assert.equal(after.command, undefined);
    assert.equal(after.activation, undefined, 'the Attack Step ended the Activation');
  });

  it('with no card in the other hand, the Command is received at once', () => {
    const { state: after, events } = apply(
      attackStep([CARD.precisionFire], []),
      issue(CARD.precisionFire),
    );
    assert.equal(after.command, undefined);
    assert.match(attackText(events) ?? '', /: improved,/);
  });

  it('Steady Hands adds Blanks to the faces re-rolled (rulebook p.33 Bonus Re-Rolls), on the attack the game plans', () => {
    const state = attackStep([], []);
    const plan = planRangedAttack(setup, state, 'a-tanks', 'b-tanks', false);
    const effects = setup.generals.a.deck.cards[CARD.steadyHands]?.command.effects ?? [];
    const boosted = prepareAttack(
      boostAttack('Steady Hands', effects)(plan.attack),
      ARMOURED_CLASH_RULES,
    );
    assert.equal(boosted.rating, 'neutral');
    assert.equal(boosted.plan.rerollable, faceSet(Face.glancingStrike, Face.blank));
    const { events } = apply(attackStep([CARD.steadyHands], []), issue(CARD.steadyHands));
    assert.match(attackText(events) ?? '', /: neutral,/);
  });
});

describe('rulebook p.38 Interference', () => {
  it('a higher Value makes the Command fail: both cards are discarded and the attack is made without the Effect', () => {
    const state = attackStep([CARD.precisionFire], [filler(6)]);
    const { state: after, events } = apply(state, issue(CARD.precisionFire), {
      kind: 'interfere',
      card: filler(6),
    });
    const plain = apply(attackStep([], [filler(6)]), fire);
    assert.match(
      events.find((e) => e.kind === 'interference')?.text ?? '',
      /Value 6 against Precision Fire \(Value 3\): the Command fails/,
    );
    assert.ok(!events.some((e) => e.kind === 'commandReceived'));
    assert.equal(attackText(events), attackText(plain.events));
    assert.match(attackText(events) ?? '', /: neutral,/);
    assert.deepEqual(after.players.a.deck.piles.discardPile, [CARD.precisionFire]);
    // B's Interfering card, then the card of the Suppression Test the attack called for, as in the plain attack.
    assert.deepEqual(after.players.b.deck.piles.discardPile, [
      filler(6),
      ...plain.state.players.b.deck.piles.discardPile,
    ]);
    assert.deepEqual(after.players.b.deck.hand, []);
  });

  it('an equal or lower Value does not stop it: the Command is received and the Interfering card discarded', () => {
    const state = attackStep([CARD.steadyHands], [filler(1)]);
    setHand(state, 'b', [filler(1)]);
    const { state: after, events } = apply(state, issue(CARD.steadyHands), {
      kind: 'interfere',
      card: filler(1),
    });
    assert.ok(events.some((e) => e.kind === 'commandReceived'));
    assert.equal(after.players.b.deck.piles.discardPile[0], filler(1));
    assert.deepEqual(after.players.a.deck.piles.discardPile, [CARD.steadyHands]);
    // Equal Values: "Otherwise, the Command is successfully issued".
    const steady = attackStep([CARD.steadyHands], []);
    const five = setup.generals.b.deck.cards.findIndex((c) => c.value === 5);
    setHand(steady, 'b', [five]);
    const tie = apply(steady, issue(CARD.steadyHands), { kind: 'interfere', card: five });
    assert.ok(tie.events.some((e) => e.kind === 'commandReceived'));
  });

  it('glossary: Iron Resolve counts the Command card 2 higher; glossary: Logistical Expertise counts the Interfering card 1 higher', () => {
    const withRule =
      (id: string, name: string) =>
      (unit: ArmyUnit): ArmyUnit =>
        unit.id === id ? { ...unit, specialRules: [...unit.specialRules, { name }] } : unit;
    const iron: GameSetup = commandSkirmish(withRule('a-tanks', 'Iron Resolve'));
    const held = applyChoice(
      iron,
      attackStep([CARD.steadyHands], [filler(6)], iron),
      issue(CARD.steadyHands),
    );
    const ironResult = applyChoice(iron, held.state, { kind: 'interfere', card: filler(6) });
    assert.ok(
      ironResult.events.some((e) => e.kind === 'commandReceived'),
      '5 + 2 = 7 beats 6',
    );
    const expert: GameSetup = commandSkirmish(withRule('b-rifles', 'Logistical Expertise'));
    const issued = applyChoice(
      expert,
      attackStep([CARD.steadyHands], [filler(1)], expert),
      issue(CARD.steadyHands),
    );
    setHand(issued.state, 'b', [CARD.likeLions]);
    const expertResult = applyChoice(expert, issued.state, {
      kind: 'interfere',
      card: CARD.likeLions,
    });
    assert.match(
      expertResult.events.find((e) => e.kind === 'interference')?.text ?? '',
      /Value 5 against Steady Hands \(Value 5\): the Command is received/,
    );
  });
});

describe('Commands refused (rulebook pp.37-38)', () => {
  const refused = (state: GameState, choice: Choice, rule: string, on = setup): void => {
    assert.throws(
      () => applyChoice(on, state, choice),
      (e: unknown) => e instanceof IllegalChoice && e.rule === rule,
    );
  };

  it('a card whose Condition is not met, a card not in the hand, a Disordered unit, an Automata unit, a second Command', () => {
    const state = attackStep([CARD.likeLions, CARD.digIn, CARD.precisionFire], []);
    refused(state, issue(CARD.likeLions), 'rulebook p.37 Issuing Commands');
    refused(state, issue(CARD.digIn), 'rulebook p.37 Issuing Commands');
    refused(state, issue(CARD.steadyHands), 'rulebook p.37 Issuing Commands');
    const disordered = attackStep([CARD.precisionFire], []);
    disordered.units['a-tanks']!.statuses.push('disordered');
    refused(disordered, issue(CARD.precisionFire), 'rulebook p.37 Issuing Commands');
    assert.ok(!nextDecision(setup, disordered)?.options.some((o) => 'command' in o));
    const limited = attackStep([CARD.precisionFire], []);
    limited.activation!.commandsIssued = ['a'];
    refused(limited, issue(CARD.precisionFire), 'rulebook p.38 Command Limits');
    const automata = commandSkirmish((u) =>
      u.id === 'a-tanks' ? { ...u, specialRules: [...u.specialRules, { name: 'Automata' }] } : u,
    );
    refused(
      attackStep([CARD.precisionFire], [], automata),
      issue(CARD.precisionFire),
      'glossary: Automata',
      automata,
    );
    const before = structuredClone(state);
    assert.deepEqual(state, before);
  });

  it('while a Command waits only Interference is answered, and Interference needs a Command and a card in hand', () => {
    const state = attackStep([CARD.precisionFire], [filler(6)]);
    refused(state, { kind: 'noInterference' }, 'rulebook p.38 Interference');
    const issued = apply(state, issue(CARD.precisionFire)).state;
    refused(issued, fire, 'rulebook p.38 Interference');
    refused(issued, { kind: 'hold' }, 'rulebook p.38 Interference');
    refused(issued, { kind: 'interfere', card: filler(9) }, 'rulebook p.38 Interference');
    assert.throws(
      () => applyChoice(setup, issued, { kind: 'interfere', card: 'x' } as unknown as Choice),
      (e: unknown) => e instanceof IllegalChoice && /card/.test(e.message),
    );
    assert.throws(
      () => applyChoice(setup, state, { ...fire, command: -1 }),
      (e: unknown) => e instanceof IllegalChoice && e.rule.startsWith('the game protocol'),
    );
  });
});

describe('rulebook p.18 Communications Breakdown and Commands', () => {
  it('after a Breakdown the hand can still issue a Command: the card goes to the discard pile that feeds the Tests', () => {
    const state = attackStep([CARD.precisionFire], []);
    state.players.a.deck.communicationsBreakdown = true;
    const { state: after, events } = apply(state, issue(CARD.precisionFire));
    assert.ok(events.some((e) => e.kind === 'commandReceived'));
    assert.deepEqual(after.players.a.deck.piles.discardPile, [CARD.precisionFire]);
  });
});
