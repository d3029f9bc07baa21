import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { faceToFace } from '../testing/melee-fixture.js';
import type { GameSetup } from './army.js';
import { applyChoice } from './apply-choice.js';
import type { GameEvent } from './events.js';
import { ditchField } from '../testing/ditch-fixture.js';

/** A's rifles Charge B's rank, then the Close Quarters Combat: every event. */
function chargeAndFight(setup: GameSetup): GameEvent[] {
  let state = faceToFace(setup);
  // B's rank 1.5" further south: 3.5" away, a Charge that costs 7" when doubled.
  const b = state.units['b-rifles'];
  if (b === undefined) throw new RangeError('b-rifles');
  b.models = b.models.map((m) => ({ ...m, y: m.y - 1.5 }));
  const events: GameEvent[] = [];
  for (const choice of [
    { kind: 'activate', unit: 'a-rifles' },
    { kind: 'charge', target: 'b-rifles', at: [10, 9.5], facing: 90 },
    { kind: 'closeQuartersAttack' },
  ] as const) {
    const made = applyChoice(setup, state, choice);
    events.push(...made.events);
    state = made.state;
  }
  return events;
}

function attackers(events: readonly GameEvent[]): (string | undefined)[] {
  return events.filter((e) => e.kind === 'closeQuartersAttack').map((e) => e.unit);
}

describe('rulebook p.25 Impeded Charges, rulebook p.28 Defensive Advantage', () => {
  it('a Charge through Difficult Terrain is Impeded: its target strikes first, then the charging unit', () => {
    const events = chargeAndFight(ditchField(true));
    assert.match(events.find((e) => e.kind === 'charge')?.text ?? '', /\(Impeded\)$/);
    assert.ok(events.some((e) => e.kind === 'defensiveAdvantage'));
    assert.deepEqual(attackers(events), ['b-rifles', 'a-rifles']);
  });

  it('over open ground it is not: the charging unit strikes first', () => {
    const events = chargeAndFight(ditchField(false));
    assert.doesNotMatch(events.find((e) => e.kind === 'charge')?.text ?? '', /Impeded/);
    assert.equal(
      events.some((e) => e.kind === 'defensiveAdvantage'),
      false,
    );
    assert.deepEqual(attackers(events), ['a-rifles', 'b-rifles']);
  });
});
