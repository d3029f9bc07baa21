import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { GameSetup } from '../army.js';
import type { Choice } from '../choice.js';
import { nextDecision } from '../next-decision.js';
import type { GameState } from '../state.js';
import { airSkirmish, fightersArrived } from '../../testing/aircraft-fixture.js';
import { MOMENT_CARD, momentFiller, momentsDeck } from '../../testing/moments-fixture.js';
import { play as playFrom } from '../../testing/play-fixture.js';

/** The air skirmish, both Generals with the moments deck. */
function momentsAir(): GameSetup {
  const setup = airSkirmish();
  const deck = momentsDeck();
  return {
    ...setup,
    generals: {
      a: { ...setup.generals.a, deck },
      b: { ...setup.generals.b, deck },
    },
  };
}

const setup = momentsAir();

/** A's fighters Incoming, 1 Damage on them; A holds Field Repairs, B a Value 8 filler. */
function fightersDamaged(): GameState {
  const state = fightersArrived(setup);
  const hands = { a: [MOMENT_CARD.fieldRepairs], b: [momentFiller(8)] };
  for (const side of ['a', 'b'] as const) {
    const deck = state.players[side].deck;
    const wanted = new Set(hands[side]);
    deck.piles.drawPile = [...deck.piles.drawPile, ...deck.hand].filter((c) => !wanted.has(c));
    deck.piles.discardPile = deck.piles.discardPile.filter((c) => !wanted.has(c));
    deck.hand.splice(0, deck.hand.length, ...hands[side]);
  }
  const fighters = state.units['a-fighters'];
  if (fighters === undefined) throw new Error('no a-fighters');
  fighters.damage = 1;
  return state;
}

const play = (state: GameState, choices: readonly Choice[]) => playFrom(setup, state, choices);

const COMMANDED = {
  kind: 'activate',
  unit: 'a-fighters',
  command: MOMENT_CARD.fieldRepairs,
} as const;

describe('rulebook p.50 Activating Aircraft with a Command', () => {
  it('rulebook p.37 Issuing Commands, p.50 Activating Aircraft: a Command whose moment is the start of an Activation is offered as an Aircraft unit is Activated', () => {
    const options = nextDecision(setup, fightersDamaged())?.options ?? [];
    assert.ok(
      options.some(
        (o) =>
          o.kind === 'activate' &&
          o.unit === 'a-fighters' &&
          o.command === MOMENT_CARD.fieldRepairs,
      ),
    );
  });

  it('rulebook p.37 Issuing Commands, p.50 Activating Aircraft: received, its Effect applies (Field Repairs recovers 1 Damage) and the Air Support Sortie starts at its Approach Step', () => {
    const { state, events } = play(fightersDamaged(), [COMMANDED, { kind: 'noInterference' }]);
    assert.deepEqual(
      events.map((e) => e.kind),
      ['command', 'interference', 'commandReceived', 'recoverDamage', 'activate'],
    );
    assert.equal(state.units['a-fighters']?.damage, 0);
    assert.equal(state.activation?.sortie?.step, 'approach');
    assert.deepEqual(state.activation?.commandsIssued, ['a']);
    assert.equal(nextDecision(setup, state)?.options[0]?.kind, 'approach');
  });

  it('rulebook p.38 Interference, p.50 Activating Aircraft: the Command failed, no Damage is recovered and the sortie goes ahead', () => {
    const { state } = play(fightersDamaged(), [
      COMMANDED,
      { kind: 'interfere', card: momentFiller(8) },
    ]);
    assert.equal(state.units['a-fighters']?.damage, 1);
    assert.equal(state.activation?.sortie?.step, 'approach');
  });
});
