import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PLAIN_SORTIE } from '../../rules/sortie-traits.js';
import { skirmishWith } from '../../testing/melee-fixture.js';
import { hasBrakeTurn } from './brake-turn.js';
import { mayStillReact } from './reaction-limit.js';
import { sortieTraits } from './sortie-traits.js';
import type { Sortie } from './sortie-state.js';

const UNIT = 'a-tanks';
const holding = (name: string) => skirmishWith({ [UNIT]: { rules: [{ name }] } });

describe('game step airSupportSortie (game/aircraft/sortie-traits.ts)', () => {
  it('glossary: Interceptor: Incoming, it may receive the Intercept Special Command', () => {
    assert.deepEqual(sortieTraits(holding('Interceptor'), UNIT), {
      ...PLAIN_SORTIE,
      interceptor: true,
    });
  });

  it('glossary: Supercharger: the opposing General acts in one Reaction Step only', () => {
    const setup = holding('Supercharger');
    assert.deepEqual(sortieTraits(setup, UNIT), { ...PLAIN_SORTIE, supercharger: true });
    const actedOnce: Sortie = { step: 'secondReaction', path: [], actedIn: 1 };
    assert.equal(mayStillReact(setup, UNIT, actedOnce), false);
    assert.equal(mayStillReact(holding('Interceptor'), UNIT, actedOnce), true);
  });

  it('glossary: Brake Turn: once per Activation, in its Approach or Escape Step, a turn to face any direction', () => {
    const setup = holding('Brake Turn');
    assert.deepEqual(sortieTraits(setup, UNIT), { ...PLAIN_SORTIE, brakeTurn: true });
    assert.equal(hasBrakeTurn(setup, UNIT), true);
    assert.equal(hasBrakeTurn(holding('Interceptor'), UNIT), false);
  });
});
