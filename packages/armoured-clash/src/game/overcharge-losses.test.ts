import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { opened } from '../testing/clash-fixture.js';
import { cardOnTop, skirmishWith } from '../testing/melee-fixture.js';
import { applyChoice } from './apply-choice.js';
import type { GameSetup } from './army.js';
import type { Choice } from './choice.js';
import type { GameEvent } from './events.js';
import type { GameState } from './state.js';
import { tanksGunWithOnly } from '../testing/gun-fixture.js';

/** A's tanks' Damage Limit: the gun's 2 Blanks (card of Value 5, as game/overcharge.test.ts) Destroy one of them. */
const DAMAGE_LIMIT = 2;
/** A's tanks with Overcharge on their gun against Heavy targets. */
const setup: GameSetup = skirmishWith({
  'a-tanks': {
    profile: {
      damageLimit: DAMAGE_LIMIT,
      armaments: tanksGunWithOnly('heavy', [{ name: 'Overcharge' }]),
    },
  },
});
/** Card id 4 of the skirmish deck has Value 5. */
const VALUE_5 = 4;

/** A's tanks Activated (General A's `order` for their losses given first), no Manoeuvre, then the Overcharged attack on B's tanks. */
function overcharged(order: readonly string[]): { state: GameState; events: GameEvent[] } {
  let state = opened(setup);
  const events: GameEvent[] = [];
  const choices: Choice[] = [
    ...(order.length === 0
      ? []
      : [{ kind: 'orderLosses', unit: 'a-tanks', losses: order } as const]),
    { kind: 'activate', unit: 'a-tanks' },
    { kind: 'hold' },
  ];
  for (const choice of choices) state = applyChoice(setup, state, choice).state;
  if (state.activation?.reaction !== undefined)
    state = applyChoice(setup, state, { kind: 'noReaction' }).state;
  cardOnTop(state, 'a', VALUE_5);
  const made = applyChoice(setup, state, {
    kind: 'rangedAttack',
    target: 'b-tanks',
    overcharge: true,
  });
  events.push(...made.events);
  return { state: made.state, events };
}

describe('glossary: Overcharge: the models its Blanks Destroy', () => {
  it("glossary: Overcharge: \"this unit's General chooses which one to remove\": General A named a-tanks#1 (its Officer) for the unit's losses: the Blanks' 2 Damage Destroy it (a Field Promotion follows); without a choice, the engine's default (a-tanks#2)", () => {
    const plain = overcharged([]);
    assert.deepEqual(
      plain.state.units['a-tanks']!.models.map((m) => m.id),
      ['a-tanks#1'],
    );
    const chosen = overcharged(['a-tanks#1']);
    assert.deepEqual(
      chosen.state.units['a-tanks']!.models.map((m) => m.id),
      ['a-tanks#2'],
    );
    assert.ok(chosen.state.units['a-tanks']!.statuses.includes('disordered'));
    assert.deepEqual(
      chosen.events.filter((e) => e.kind === 'overchargeDamage').map((e) => e.text),
      [
        "Tanks a-tanks suffers 2 Damage from its Overcharged attack's Blanks (glossary: Overcharge)",
      ],
    );
  });
});
