import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { airSkirmish, fightersArrived } from '../../testing/aircraft-fixture.js';
import { holding, withChanges } from '../../testing/aura-fixture.js';
import { setHand } from '../../testing/command-fixture.js';
import { applyChoice } from '../apply-choice.js';
import type { ArmyUnit } from '../army.js';
import type { Choice } from '../choice.js';
import { nextDecision } from '../next-decision.js';
import type { GameState } from '../state.js';

/** The Approach that ends A's Fighters 9" from B's Rifles: beyond Short Range, a Neutral attack. */
const APPROACH_INCHES = 20;

/** The unit's Ranged rows with the Indirect quality too. */
const indirect = (unit: ArmyUnit): ArmyUnit => ({
  ...unit,
  armaments: {
    ...unit.armaments,
    rows: unit.armaments.rows.map((row) =>
      row.attack === 'ranged'
        ? { ...row, qualities: [...row.qualities, { name: 'Indirect' }] }
        : row,
    ),
  },
});

/** The air skirmish, A's Fighters' guns Indirect, A's Rifles with Spotters. */
const setup = withChanges(
  { 'a-fighters': indirect, 'a-rifles': holding({ name: 'Spotters' }) },
  airSkirmish(),
);

/** A's Fighters at their Engage Step, 9" from B's Rifles; A's Rifles On Lookout (and Suppressed if asked); no card in hand. */
function engageStep(suppressed = false): GameState {
  let state = fightersArrived(setup);
  setHand(state, 'a', []);
  setHand(state, 'b', []);
  state.units['a-rifles']?.statuses.push(
    'onLookout',
    ...(suppressed ? ['suppressed' as const] : []),
  );
  const choices: Choice[] = [
    { kind: 'activate', unit: 'a-fighters' },
    { kind: 'approach', inches: APPROACH_INCHES },
  ];
  for (const choice of choices) state = applyChoice(setup, state, choice).state;
  return state;
}

const SPOTTED: Choice = { kind: 'rangedAttack', target: 'b-rifles', spotter: 'a-rifles' };

describe("glossary: Spotters with an Air Support Sortie's Engage Step", () => {
  it('rulebook p.51 C. Engage Step, glossary: Spotters: the Engage Step offers the Indirect attack with the Spotting unit nominated', () => {
    const state = engageStep();
    assert.equal(state.activation?.sortie?.step, 'engage');
    assert.ok(
      nextDecision(setup, state)?.options.some(
        (o) => JSON.stringify(o) === JSON.stringify(SPOTTED),
      ),
    );
  });

  it("glossary: Spotters: the Fighters' attack is Improved regardless (Neutral without it), the Spotting unit loses On Lookout, then the Escape Step follows", () => {
    const { state, events } = applyChoice(setup, engageStep(), SPOTTED);
    assert.equal(events[0]?.text, 'Rifles a-rifles Spots for Fighters a-fighters');
    assert.match(events.find((e) => e.kind === 'rangedAttack')?.text ?? '', /: improved,/);
    assert.deepEqual(state.units['a-rifles']?.statuses, []);
    assert.equal(state.units['a-fighters']?.inReserve, true);
    const plain = applyChoice(setup, engageStep(), { kind: 'rangedAttack', target: 'b-rifles' });
    assert.match(plain.events.find((e) => e.kind === 'rangedAttack')?.text ?? '', /: neutral,/);
  });

  it('glossary: Spotters: a Suppressed Spotting unit is refused with the reason', () => {
    assert.throws(() => applyChoice(setup, engageStep(true), SPOTTED), {
      rule: 'glossary: Spotters',
      message: 'Rifles a-rifles is Suppressed',
    });
  });
});
