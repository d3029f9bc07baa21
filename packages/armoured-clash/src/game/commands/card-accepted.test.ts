import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { setHand } from '../../testing/command-fixture.js';
import { OPENING_CHOICES } from '../../testing/game-fixture.js';
import { momentsSkirmish } from '../../testing/moments-fixture.js';
import { applyChoice } from '../apply-choice.js';
import { RECORD_FORMAT, replay } from '../record.js';
import type { OccasionKind } from './command-moments.js';
import { cardAccepted, cardRefusal } from './command-refusal.js';

/** The declarations whose Commands are judged by the card's Condition (the Special Commands are not). */
const OCCASIONS: readonly OccasionKind[] = [
  'activate',
  'doubleTime',
  'rangedAttack',
  'opportunityFire',
  'closeQuartersAttack',
  'suppressionTest',
  'targetedByRangedAttack',
  'enemyEndsMove',
];

describe('rulebook p.37 Issuing Commands: a card accepted, judged without making its refusal', () => {
  it('rulebook p.37, p.12 Speed: cardAccepted agrees with cardRefusal for every unit, card and declaration', () => {
    const outcomes = { accepted: 0, refused: 0 };
    for (const speed of [0, 6]) {
      const setup = momentsSkirmish((u) => (u.id === 'a-tanks' ? { ...u, speed } : u));
      const opened = replay({ format: RECORD_FORMAT, setup, seed: 11, choices: OPENING_CHOICES });
      const state = applyChoice(setup, opened.state, { kind: 'activate', unit: 'a-tanks' }).state;
      for (const side of ['a', 'b'] as const) {
        const cards = setup.generals[side].deck.cards.map((_, card) => card);
        setHand(state, side, cards);
        for (const unit of Object.values(state.units).filter((u) => u.side === side)) {
          for (const card of cards) {
            for (const occasion of OCCASIONS) {
              const refusal = cardRefusal(setup, state, side, unit.id, card, occasion);
              const accepted = cardAccepted(setup, state, side, unit.id, card, occasion);
              assert.equal(accepted, refusal === undefined, `${unit.id} ${card} ${occasion}`);
              outcomes[accepted ? 'accepted' : 'refused'] += 1;
            }
          }
        }
      }
    }
    assert.deepEqual(outcomes, { accepted: 51, refused: 717 });
  });
});
