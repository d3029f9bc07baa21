import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { seedRng } from '@warroom/engine';
import { setHand } from '../testing/command-fixture.js';
import { faceToFace, skirmishWith } from '../testing/melee-fixture.js';
import { MOMENT_CARD, momentFiller, momentsDeck } from '../testing/moments-fixture.js';
import { applyChoice } from './apply-choice.js';
import type { GameSetup } from './army.js';
import type { Choice } from './choice.js';
import type { GameEvent } from './events.js';
import type { GameState } from './state.js';
import { kinds } from '../testing/event-readers.js';

const RULE = 'glossary: All-Out Attack (X)';

/** A's rifles with All-Out Attack (2), both Generals holding the moments deck. */
function allOutWithDecks(): GameSetup {
  const tough = { defence: 3, damageLimit: 3 };
  const base = skirmishWith({
    'a-rifles': { rules: [{ name: 'All-Out Attack', x: 2 }], profile: tough },
    'b-rifles': { profile: tough },
  });
  const deck = momentsDeck();
  return {
    ...base,
    generals: { a: { ...base.generals.a, deck }, b: { ...base.generals.b, deck } },
  };
}

const setup = allOutWithDecks();

/** A's rifles Charged B's rifles (faceToFace, seeded); A holds `a`, B holds `b`. */
function charged(a: readonly number[], b: readonly number[] = []): GameState {
  let state = faceToFace(setup);
  state.rng = seedRng(1);
  state = applyChoice(setup, state, { kind: 'activate', unit: 'a-rifles' }).state;
  if (state.activation?.reaction !== undefined)
    state = applyChoice(setup, state, { kind: 'noReaction' }).state;
  state = applyChoice(setup, state, {
    kind: 'charge',
    target: 'b-rifles',
    at: [10, 11],
    facing: 90,
  }).state;
  setHand(state, 'a', a);
  setHand(state, 'b', b);
  return state;
}

const allOut: Choice = { kind: 'allOutAttack', targets: ['b-rifles'] };
const fired = (events: readonly GameEvent[]): string[] =>
  events.filter((e) => e.kind === 'rangedAttack').map((e) => e.text.replace(/ dice.*/, ''));

describe('glossary: All-Out Attack (X) after a Charge, with a Command (rulebook p.37)', () => {
  it('glossary: All-Out Attack (X): a Command (Precision Fire) issued with the Ranged Attack after a Charge is settled as the attacks are declared, then the Close Quarters Combat, then the Ranged Attack Improved (Neutral without it)', () => {
    const commanded = applyChoice(setup, charged([MOMENT_CARD.precisionFire]), {
      ...allOut,
      command: MOMENT_CARD.precisionFire,
      commandAgainst: 'b-rifles',
    });
    assert.deepEqual(kinds(commanded.events), [
      'allOutAttack',
      'command',
      'interference',
      'commandReceived',
      'closeQuartersAttack',
      'closeQuartersAttack',
      'closeQuartersWin',
      'withdraw',
      'suppressionTest',
      'rangedAttack',
    ]);
    assert.deepEqual(fired(commanded.events), [
      'Rifles a-rifles fires at Rifles b-rifles: improved, 6',
    ]);
    const plain = applyChoice(setup, charged([]), allOut);
    assert.deepEqual(fired(plain.events), ['Rifles a-rifles fires at Rifles b-rifles: neutral, 6']);
    assert.equal(commanded.state.activation, undefined, 'the Activation ended');
  });

  it('rulebook p.38 Interference: the Close Quarters Combat waits while B decides whether to Interfere, then goes ahead as declared (Interfered: the Ranged Attack without the Effect)', () => {
    const commanded = {
      ...allOut,
      command: MOMENT_CARD.precisionFire,
      commandAgainst: 'b-rifles',
    };
    const issued = applyChoice(
      setup,
      charged([MOMENT_CARD.precisionFire], [momentFiller(8)]),
      commanded,
    );
    assert.deepEqual(kinds(issued.events), ['allOutAttack', 'command']);
    assert.equal(issued.state.activation?.attacksDeclared?.closeQuartersFirst, true);
    const interfered = applyChoice(setup, issued.state, {
      kind: 'interfere',
      card: momentFiller(8),
    });
    assert.deepEqual(kinds(interfered.events).slice(-6), [
      'closeQuartersAttack',
      'closeQuartersAttack',
      'closeQuartersWin',
      'withdraw',
      'suppressionTest',
      'rangedAttack',
    ]);
    assert.deepEqual(fired(interfered.events), [
      'Rifles a-rifles fires at Rifles b-rifles: neutral, 6',
    ]);
  });

  it('glossary: All-Out Attack (X): after a Charge, a Command without naming its attack is refused with the reason', () => {
    assert.throws(
      () =>
        applyChoice(setup, charged([MOMENT_CARD.precisionFire]), {
          ...allOut,
          command: MOMENT_CARD.precisionFire,
        }),
      { rule: RULE, message: /commandAgainst/ },
    );
  });
});
