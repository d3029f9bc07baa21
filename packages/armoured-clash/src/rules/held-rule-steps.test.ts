import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ARMOURED_CLASH_RULES } from './armoured-clash-rules.js';
import { type GameStep, type GameStepValues, runGameStep } from './game-hooks.js';
import type { RuleRef } from './rule-ref.js';

/** The value a unit holding `rules` passes through `step`, from `start`. */
function step<S extends GameStep>(
  rules: readonly RuleRef[],
  at: S,
  start: GameStepValues[S],
): GameStepValues[S] {
  return runGameStep(ARMOURED_CLASH_RULES, rules, at, start);
}

const held = (...names: string[]): RuleRef[] => names.map((name) => ({ name }));

describe('game steps of special rules read outside the attack', () => {
  it('glossary: Assault Ramp, Construction Team: at the game step attackStepSpecialActions, their Special Actions', () => {
    assert.deepEqual(step(held('Assault Ramp'), 'attackStepSpecialActions', []), [
      'lowerAssaultRamp',
    ]);
    assert.deepEqual(
      step(held('Construction Team', 'Assault Ramp'), 'attackStepSpecialActions', []),
      ['entrench', 'lowerAssaultRamp'],
    );
    assert.deepEqual(step(held('Bulky'), 'attackStepSpecialActions', []), []);
  });

  it('glossary: Storming Party: at the game step garrisonAsManoeuvre, a Garrison Action in the Movement Step', () => {
    assert.equal(step(held('Storming Party'), 'garrisonAsManoeuvre', false), true);
    assert.equal(step(held('Occupy'), 'garrisonAsManoeuvre', false), false);
  });

  it('glossary: Run Amok: at the game step transportTraitRequired, a Transport with Containment Chambers', () => {
    assert.deepEqual(step(held('Run Amok'), 'transportTraitRequired', undefined), {
      trait: 'Containment Chambers',
      rule: 'glossary: Run Amok',
    });
    assert.equal(step(held('Bulky'), 'transportTraitRequired', undefined), undefined);
  });

  it('glossary: Tow: at the game step towNominates, a Gun Carriage unit', () => {
    assert.equal(step(held('Tow'), 'towNominates', undefined), 'Gun Carriage');
    assert.equal(step(held('Vanguard'), 'towNominates', undefined), undefined);
  });

  it('glossary: Locomotor Boosters: at the game step activationCardRevealed, a card revealed as the Activation starts', () => {
    assert.equal(step(held('Locomotor Boosters'), 'activationCardRevealed', false), true);
    assert.equal(step(held('Soar'), 'activationCardRevealed', false), false);
  });

  it('glossary: Ambushers: at the game step flankAttackPlacement, near Dense or Difficult Terrain too', () => {
    assert.equal(
      step(held('Ambushers'), 'flankAttackPlacement', 'battlefieldEdge'),
      'edgeOrNearCover',
    );
    assert.equal(
      step(held('Vanguard'), 'flankAttackPlacement', 'battlefieldEdge'),
      'battlefieldEdge',
    );
  });

  it('glossary: Command Signals: at the game step traitsLentToTransport, its Transport counts as a Commander', () => {
    assert.deepEqual(step(held('Command Signals'), 'traitsLentToTransport', []), ['Commander']);
    assert.deepEqual(step(held('Bulky'), 'traitsLentToTransport', []), []);
  });

  it('glossary: Hoarfrost Aura (X"): at the game step difficultTerrainAura, Difficult Terrain within X"', () => {
    const HOARFROST_REACH = 4;
    assert.equal(
      step([{ name: 'Hoarfrost Aura', x: HOARFROST_REACH }], 'difficultTerrainAura', undefined),
      HOARFROST_REACH,
    );
    assert.equal(step(held('Pioneers'), 'difficultTerrainAura', undefined), undefined);
  });

  it('glossary: Irregular: at the game step targetOutsideFrontArc, acquired with half its models', () => {
    assert.equal(step(held('Irregular'), 'targetOutsideFrontArc', 'notAcquired'), 'halfModels');
    assert.equal(step(held('Turret'), 'targetOutsideFrontArc', 'notAcquired'), 'notAcquired');
  });
});
