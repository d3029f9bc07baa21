import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { RuleRef } from '../rules/rule-ref.js';
import { holding, withChanges } from '../testing/aura-fixture.js';
import { opened } from '../testing/clash-fixture.js';
import { skirmish } from '../testing/game-fixture.js';
import { applyChoice } from './apply-choice.js';
import type { GameSetup } from './army.js';
import { nextDecision } from './next-decision.js';
import type { GameState } from './state.js';
import { TANKS_WALL } from '../testing/wall-fixture.js';
import { rangedRowWith } from '../testing/gun-fixture.js';

/** The unit's Ranged row against Heavy targets with more qualities. */
const heavyRowWith = (...qualities: RuleRef[]) => rangedRowWith('heavy', ...qualities);

const base = skirmish();
const setup: GameSetup = withChanges(
  { 'a-tanks': heavyRowWith({ name: 'Indirect' }), 'a-rifles': holding({ name: 'Spotters' }) },
  { ...base, terrain: [...base.terrain, TANKS_WALL] },
);

/** The A tanks in their Attack Step, the A rifles On Lookout (and `suppressed` if asked). */
function attackStep(suppressed = false): GameState {
  const state = opened(setup);
  state.units['a-rifles']?.statuses.push(
    'onLookout',
    ...(suppressed ? ['suppressed' as const] : []),
  );
  const active = applyChoice(setup, state, { kind: 'activate', unit: 'a-tanks' }).state;
  return applyChoice(setup, active, { kind: 'hold' }).state;
}

describe('glossary: Spotters (in a game)', () => {
  it('the Attack Step offers the Indirect attack with the Spotting unit nominated', () => {
    const options = nextDecision(setup, attackStep())?.options ?? [];
    assert.ok(
      options.some(
        (o) => o.kind === 'rangedAttack' && o.target === 'b-tanks' && o.spotter === 'a-rifles',
      ),
    );
  });

  it('the attack is Improved, though the tanks cannot see their target; the Spotting unit loses On Lookout', () => {
    const choice = { kind: 'rangedAttack', target: 'b-tanks', spotter: 'a-rifles' } as const;
    const { state, events } = applyChoice(setup, attackStep(), choice);
    assert.equal(events[0]?.text, 'Rifles a-rifles Spots for Tanks a-tanks');
    assert.match(events.find((e) => e.kind === 'rangedAttack')?.text ?? '', /: improved,/);
    assert.deepEqual(state.units['a-rifles']?.statuses, []);
    const plain = applyChoice(setup, attackStep(), { kind: 'rangedAttack', target: 'b-tanks' });
    assert.match(plain.events.find((e) => e.kind === 'rangedAttack')?.text ?? '', /: weakened,/);
  });

  it('a Suppressed unit, or one not On Lookout, cannot Spot: refused with the reason', () => {
    const choice = { kind: 'rangedAttack', target: 'b-tanks', spotter: 'a-rifles' } as const;
    assert.throws(() => applyChoice(setup, attackStep(true), choice), {
      rule: 'glossary: Spotters',
      message: 'Rifles a-rifles is Suppressed',
    });
    const idle = attackStep();
    const rifles = idle.units['a-rifles'];
    if (rifles !== undefined) rifles.statuses = [];
    assert.throws(() => applyChoice(setup, idle, choice), {
      rule: 'glossary: Spotters',
      message: 'Rifles a-rifles is not a Spotting unit (Spotters, On Lookout)',
    });
  });
});
