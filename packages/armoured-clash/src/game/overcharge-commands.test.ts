import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { RuleRef } from '../rules/rule-ref.js';
import { holding, withChanges } from '../testing/aura-fixture.js';
import { opened } from '../testing/clash-fixture.js';
import { setHand } from '../testing/command-fixture.js';
import { cardOnTop } from '../testing/melee-fixture.js';
import { MOMENT_CARD, momentsSkirmish } from '../testing/moments-fixture.js';
import { applyChoice } from './apply-choice.js';
import type { GameSetup } from './army.js';
import type { Choice } from './choice.js';
import type { GameEvent } from './events.js';
import type { GameState } from './state.js';
import { TANKS_WALL } from '../testing/wall-fixture.js';
import { rangedRowWith } from '../testing/gun-fixture.js';
import { kinds } from '../testing/event-readers.js';

/** The unit's Ranged row against Heavy targets with more qualities. */
const heavyRowWith = (...qualities: RuleRef[]) => rangedRowWith('heavy', ...qualities);

const moments = momentsSkirmish();
/** A's tanks with Overcharge on their gun against Heavy targets; both Generals hold the moments deck. */
const overcharging: GameSetup = withChanges(
  { 'a-tanks': heavyRowWith({ name: 'Overcharge' }) },
  moments,
);
/** The same gun Indirect too, a wall hiding B's tanks, A's rifles with Spotters. */
const spotted: GameSetup = withChanges(
  {
    'a-tanks': heavyRowWith({ name: 'Overcharge' }, { name: 'Indirect' }),
    'a-rifles': holding({ name: 'Spotters' }),
  },
  { ...moments, terrain: [...moments.terrain, TANKS_WALL] },
);

/** A's tanks in their Attack Step, A holding `hand`, B none; Field Repairs (Value 6) on top of A's deck; A's rifles On Lookout. */
function attackStep(setup: GameSetup, hand: readonly number[]): GameState {
  const state = opened(setup);
  state.units['a-rifles']?.statuses.push('onLookout');
  let now = applyChoice(setup, state, { kind: 'activate', unit: 'a-tanks' }).state;
  now = applyChoice(setup, now, { kind: 'hold' }).state;
  setHand(now, 'a', hand);
  setHand(now, 'b', []);
  cardOnTop(now, 'a', MOMENT_CARD.fieldRepairs);
  return now;
}

const attackText = (events: readonly GameEvent[]): string =>
  events.find((e) => e.kind === 'rangedAttack')?.text ?? '';

const overcharged: Choice = { kind: 'rangedAttack', target: 'b-tanks', overcharge: true };
const ISSUED = ['command', 'interference', 'commandReceived'];

describe('glossary: Overcharge with a Command and with a Spotting unit', () => {
  it('glossary: Overcharge with a Command (rulebook p.37, Precision Fire): the Command is received, then the card is revealed (Value 6, 13 dice) and the attack is Improved by the Combat Rating Bonus; without it, Neutral', () => {
    const hand = [MOMENT_CARD.precisionFire];
    const commanded = applyChoice(overcharging, attackStep(overcharging, hand), {
      ...overcharged,
      command: MOMENT_CARD.precisionFire,
    });
    assert.deepEqual(kinds(commanded.events).slice(0, 5), [
      ...ISSUED,
      'overcharge',
      'rangedAttack',
    ]);
    assert.match(commanded.events[3]?.text ?? '', /a card of Value 6, 6 more dice/);
    assert.match(attackText(commanded.events), /: improved, 13 dice/);
    assert.equal(commanded.state.activation, undefined, 'the Activation ended');
    const plain = applyChoice(overcharging, attackStep(overcharging, hand), overcharged);
    assert.deepEqual(kinds(plain.events).slice(0, 2), ['overcharge', 'rangedAttack']);
    assert.match(attackText(plain.events), /: neutral, 13 dice/);
  });

  it('glossary: Overcharge with glossary: Spotters: the Spotting unit Spots, the card is revealed, the Indirect attack behind the wall is Improved regardless (13 dice) and the Spotting unit loses On Lookout; with a Command as well, the Command first', () => {
    const spottedFire: Choice = { ...overcharged, spotter: 'a-rifles' };
    const { state, events } = applyChoice(spotted, attackStep(spotted, []), spottedFire);
    assert.deepEqual(kinds(events).slice(0, 3), ['spotter', 'overcharge', 'rangedAttack']);
    assert.equal(events[0]?.text, 'Rifles a-rifles Spots for Tanks a-tanks');
    assert.match(attackText(events), /: improved, 13 dice/);
    assert.deepEqual(state.units['a-rifles']?.statuses, []);
    const hand = [MOMENT_CARD.precisionFire];
    const both = applyChoice(spotted, attackStep(spotted, hand), {
      ...spottedFire,
      command: MOMENT_CARD.precisionFire,
    });
    assert.deepEqual(kinds(both.events).slice(0, 6), [
      ...ISSUED,
      'spotter',
      'overcharge',
      'rangedAttack',
    ]);
  });
});
