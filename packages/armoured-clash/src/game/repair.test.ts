import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ARMOURED_CLASH_RULES } from '../rules/armoured-clash-rules.js';
import { checkRuleRef } from '../rules/rules-in-play.js';
import { opened } from '../testing/clash-fixture.js';
import { cardOnTop, skirmishWith } from '../testing/melee-fixture.js';
import { applyChoice } from './apply-choice.js';
import type { GameSetup } from './army.js';
import type { Choice } from './choice.js';
import { nextDecision } from './next-decision.js';
import type { GameState } from './state.js';

/** Card ids of the skirmish deck: id i has Value i % 12 + 1. */
const VALUE_6 = 5;
const VALUE_12 = 11;

/**
 * `repairer` (with Repair (`trait`)) in its Attack Step, the A tanks moved
 * `gap` inches east of the A rifles' rank, `damaged` carrying 2 Damage, and
 * card `card` on top of A's deck for the Discipline Test (Discipline 6 or 7).
 */
function attackStep(
  setup: GameSetup,
  repairer: string,
  damaged: string,
  gap: number,
  card: number,
): GameState {
  const state = opened(setup);
  const rank = state.units['a-rifles']?.models ?? [];
  const tanks = state.units['a-tanks'];
  const hurt = state.units[damaged];
  if (tanks === undefined || hurt === undefined) throw new RangeError('a-tanks');
  // The rifles' rank ends half a base (0.5") east of its last centre; a tank is 2" wide.
  const east = Math.max(...rank.map((m) => m.x)) + 0.5 + gap + 1;
  const dx = east - Math.min(...tanks.models.map((m) => m.x));
  const dy = (rank[0]?.y ?? 0) - (tanks.models[0]?.y ?? 0);
  tanks.models = tanks.models.map((m) => ({ ...m, x: m.x + dx, y: m.y + dy }));
  hurt.damage = 2;
  let now = applyChoice(setup, state, { kind: 'activate', unit: repairer }).state;
  now = applyChoice(setup, now, { kind: 'hold' }).state;
  cardOnTop(now, 'a', card);
  return now;
}

const repairTanks: Choice = { kind: 'repair', unit: 'a-tanks' };

describe('glossary: Repair (X)', () => {
  const rifles = skirmishWith({ 'a-rifles': { rules: [{ name: 'Repair (Armour)' }] } });

  it('a Special Action: a passed Discipline Test, a friendly X unit of 1-4 models within 2" recovers 1 Damage', () => {
    const state = attackStep(rifles, 'a-rifles', 'a-tanks', 1.5, VALUE_6);
    assert.ok((nextDecision(rifles, state)?.options ?? []).some((o) => o.kind === 'repair'));
    const { state: after, events } = applyChoice(rifles, state, repairTanks);
    assert.deepEqual(
      events.slice(0, 3).map((e) => e.text),
      [
        'Rifles a-rifles repairs Tanks a-tanks',
        'Rifles a-rifles takes a Discipline Test at 6: card 6, passed',
        'Tanks a-tanks recovers 1 Damage',
      ],
    );
    assert.equal(after.units['a-tanks']?.damage, 1);
    assert.ok(after.units['a-rifles']?.statuses.includes('activated'));
  });

  it('a failed Discipline Test repairs nothing', () => {
    const state = attackStep(rifles, 'a-rifles', 'a-tanks', 1.5, VALUE_12);
    const { state: after, events } = applyChoice(rifles, state, repairTanks);
    assert.equal(events[1]?.text, 'Rifles a-rifles takes a Discipline Test at 6: card 12, failed');
    assert.equal(after.units['a-tanks']?.damage, 2);
  });

  it('a unit of 5 or more models recovers 2 Damage', () => {
    const tanks = skirmishWith({
      'a-tanks': { rules: [{ name: 'Repair (Infantry)' }] },
      'a-rifles': { profile: { damageLimit: 3 } },
    });
    const state = attackStep(tanks, 'a-tanks', 'a-rifles', 1.5, VALUE_6);
    const { state: after, events } = applyChoice(tanks, state, {
      kind: 'repair',
      unit: 'a-rifles',
    });
    assert.equal(events[2]?.text, 'Rifles a-rifles recovers 2 Damage');
    assert.equal(after.units['a-rifles']?.damage, 0);
  });

  it('only a friendly X unit within 2": not offered beyond, and refused', () => {
    const state = attackStep(rifles, 'a-rifles', 'a-tanks', 2.5, VALUE_6);
    assert.ok(!(nextDecision(rifles, state)?.options ?? []).some((o) => o.kind === 'repair'));
    assert.throws(() => applyChoice(rifles, state, repairTanks), {
      rule: 'glossary: Repair (X)',
      message: /cannot repair a-tanks/,
    });
  });

  it('glossary: Repair: the plain entry still names "the X trait": a profile must give it', () => {
    assert.equal(
      checkRuleRef({ name: 'Repair' }, ARMOURED_CLASH_RULES),
      '"Repair (X)" needs a Trait as X, got "Repair"',
    );
  });
});
