import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Face, faceSet } from '../../dice/faces.js';
import { anAttack } from '../../testing/attack-fixture.js';
import { opened } from '../../testing/clash-fixture.js';
import { CARD, commandSkirmish } from '../../testing/command-fixture.js';
import { skirmish } from '../../testing/game-fixture.js';
import { boostedAsDeclared, declaredAttackContext } from './declared-attack-context.js';
import type { PendingCommand } from './pending-command.js';

/** A Command of General A received for an attack of A's Tanks against B's Tanks. */
function received(card: number): PendingCommand {
  return {
    side: 'a',
    card,
    unit: 'a-tanks',
    with: { kind: 'rangedAttack', target: 'b-tanks' },
  };
}

describe('the declared-attack context shared by the Attack Step and the Interception Sortie', () => {
  it('glossary: Spotters, rulebook p.37 Precision Fire, p.33 Bonus Re-Rolls (Steady Hands), glossary: Overcharge: the attack Spotted, each Command received adding its effect, the card’s Value in added dice', () => {
    const setup = commandSkirmish();
    const boosted = boostedAsDeclared(setup, anAttack(), {
      spotter: 'a-rifles',
      received: [received(CARD.precisionFire), undefined, received(CARD.steadyHands)],
      overcharge: 4,
    });
    assert.deepEqual(boosted.situation, {
      ...anAttack().situation,
      spottedBy: 'a-rifles',
      rating: 'improved',
      combatRatingModifiers: [{ source: 'Precision Fire', effect: 'bonus', cause: 'other' }],
      bonusRerolls: faceSet(Face.blank),
      overchargeCardValue: 4,
    });
  });

  it('rulebook p.26: an attack declared with nothing besides its target is the attack as planned', () => {
    const attack = anAttack();
    assert.equal(boostedAsDeclared(skirmish(), attack, { received: [undefined] }), attack);
  });

  it('glossary: Precision: only the picks that still stand, skipped not refused (picksAhead); rulebook p.26 Exposed Models; pp.34-35 the target’s order of losses', () => {
    const state = opened(skirmish());
    const rifles = state.units['b-rifles'];
    assert.ok(rifles !== undefined);
    rifles.models = rifles.models.filter((m) => m.id !== 'b-rifles#6');
    const declared = {
      prioritiseExposed: true,
      precision: ['b-rifles#6', 'b-rifles#1'],
      targetLosses: ['b-rifles#2'],
    };
    assert.deepEqual(declaredAttackContext(state, 'b-rifles', declared), {
      prioritiseExposed: true,
      precision: ['b-rifles#1'],
      picksAhead: true,
      lossPreference: ['b-rifles#2'],
    });
    assert.deepEqual(declaredAttackContext(state, 'b-rifles', { prioritiseExposed: false }), {});
  });
});
