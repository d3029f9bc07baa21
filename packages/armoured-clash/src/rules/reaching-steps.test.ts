import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ARMOURED_CLASH_RULES } from './armoured-clash-rules.js';
import { type GameStep, type GameStepValues, runGameStep } from './game-hooks.js';
import { type RuleRef, parseRuleRef } from './rule-ref.js';

/** The value a unit whose profile prints `texts` passes through `step`, from `start`. */
function step<S extends GameStep>(
  texts: readonly string[],
  at: S,
  start: GameStepValues[S],
): GameStepValues[S] {
  const rules: RuleRef[] = texts.map(parseRuleRef);
  return runGameStep(ARMOURED_CLASH_RULES, rules, at, start);
}

const CHAIN_REACH = 6;
const SHRINE_REACH = 9;
const PEER_REVIEW_REACH = 8;
const JAMMING_REACH = 12;
const INSPIRING_UNITS = 2;
const FUMES_REACH = 3;

describe('game steps at which a unit reaches other units', () => {
  it('glossary: Chain of Command (X"): at the game step ownDisciplineModifiers, +1 Discipline for the unit itself', () => {
    assert.deepEqual(step([`Chain of Command (${CHAIN_REACH}")`], 'ownDisciplineModifiers', []), [
      { source: `Chain of Command (${CHAIN_REACH}")`, amount: 1 },
    ]);
    assert.deepEqual(step(['Automata'], 'ownDisciplineModifiers', []), []);
  });

  it('glossary: Chain of Command (X"): at the game step aurasHeld, friendly units measured from their Officer, through its Transport', () => {
    assert.deepEqual(step([`Chain of Command (${CHAIN_REACH}")`], 'aurasHeld', []), [
      {
        rule: 'Chain of Command',
        x: CHAIN_REACH,
        reach: 'friendly',
        measure: 'officer',
        throughTransport: true,
      },
    ]);
  });

  it('glossary: Shrine of the Faithful (X"): at the game step aurasHeld, friendly units within X"', () => {
    assert.deepEqual(step([`Shrine of the Faithful (${SHRINE_REACH}")`], 'aurasHeld', []), [
      {
        rule: 'Shrine of the Faithful',
        x: SHRINE_REACH,
        reach: 'friendly',
        measure: 'unit',
        throughTransport: false,
      },
    ]);
  });

  it('glossary: Peer Review (X"): at the game step aurasHeld, friendly units within X"', () => {
    assert.deepEqual(step([`Peer Review (${PEER_REVIEW_REACH}")`], 'aurasHeld', []), [
      {
        rule: 'Peer Review',
        x: PEER_REVIEW_REACH,
        reach: 'friendly',
        measure: 'unit',
        throughTransport: false,
      },
    ]);
  });

  it('glossary: Jamming (X"): at the game step aurasHeld, enemy units within X"; with another aura, both in profile order', () => {
    const jamming = {
      rule: 'Jamming',
      x: JAMMING_REACH,
      reach: 'enemy',
      measure: 'unit',
      throughTransport: false,
    };
    assert.deepEqual(step([`Jamming (${JAMMING_REACH}")`], 'aurasHeld', []), [jamming]);
    const both = step(
      [`Jamming (${JAMMING_REACH}")`, `Peer Review (${PEER_REVIEW_REACH}")`],
      'aurasHeld',
      [],
    );
    assert.deepEqual(
      both.map((aura) => aura.rule),
      ['Jamming', 'Peer Review'],
    );
    assert.deepEqual(step(['Automata'], 'aurasHeld', []), []);
  });

  it('glossary: Terrifying (X): at the game step terrifyingTraits, the X Trait of each Terrifying (X) it holds', () => {
    assert.deepEqual(
      step(['Terrifying (Undead)', 'Terrifying (Faithful)'], 'terrifyingTraits', []),
      ['Undead', 'Faithful'],
    );
    assert.deepEqual(step(['Support (Undead)'], 'terrifyingTraits', []), []);
  });

  it('glossary: Inspiring (X): at the game step inspiresSuppressedUnits, up to X units', () => {
    assert.equal(
      step([`Inspiring (${INSPIRING_UNITS})`], 'inspiresSuppressedUnits', undefined),
      INSPIRING_UNITS,
    );
    assert.equal(step(['Automata'], 'inspiresSuppressedUnits', undefined), undefined);
  });

  it('glossary: Corrosive Fumes (X"): at the game step disordersEnemiesWithin, X inches', () => {
    assert.equal(
      step([`Corrosive Fumes (${FUMES_REACH}")`], 'disordersEnemiesWithin', undefined),
      FUMES_REACH,
    );
    assert.equal(step(['Automata'], 'disordersEnemiesWithin', undefined), undefined);
  });

  it('glossary: Support (X): at the game step supportedTraits, the X Trait of each Support (X) it holds', () => {
    assert.deepEqual(step(['Support (Infantry)'], 'supportedTraits', []), ['Infantry']);
    assert.deepEqual(step(['Support (Infantry)', 'Support (Field Gun)'], 'supportedTraits', []), [
      'Infantry',
      'Field Gun',
    ]);
    assert.deepEqual(step(['Ammo Supply (Infantry)'], 'supportedTraits', []), []);
  });

  it('glossary: Ammo Supply (X): at the game step ammoSuppliedTraits, its X Trait', () => {
    assert.deepEqual(step(['Ammo Supply (Field Gun)'], 'ammoSuppliedTraits', []), ['Field Gun']);
    assert.deepEqual(step(['Support (Field Gun)'], 'ammoSuppliedTraits', []), []);
  });

  it('glossary: Repair (X): at the game step repairedTraits, its X Trait', () => {
    assert.deepEqual(step(['Repair (Vehicle)'], 'repairedTraits', []), ['Vehicle']);
    assert.deepEqual(step(['Support (Vehicle)'], 'repairedTraits', []), []);
  });

  it('glossary: Restricted Access (X): at the game step embarkingTraitsRequired, its X Trait', () => {
    assert.deepEqual(step(['Restricted Access (Infantry)'], 'embarkingTraitsRequired', []), [
      'Infantry',
    ]);
    assert.deepEqual(step(['Capacity (10)'], 'embarkingTraitsRequired', []), []);
  });

  it('glossary: Carrier (X), Heavy Carrier (X): at the game step carriedTrait, the first X Trait, Heavy Carrier first', () => {
    assert.deepEqual(step(['Carrier (Walker)', 'Carrier (Cavalry)'], 'carriedTrait', undefined), {
      rule: 'glossary: Carrier (X)',
      trait: 'Walker',
    });
    const heavy = { rule: 'glossary: Heavy Carrier (X)', trait: 'Cavalry' };
    assert.deepEqual(
      step(['Carrier (Walker)', 'Heavy Carrier (Cavalry)'], 'carriedTrait', undefined),
      heavy,
    );
    assert.deepEqual(
      step(['Heavy Carrier (Cavalry)', 'Carrier (Walker)'], 'carriedTrait', undefined),
      heavy,
    );
    assert.equal(step(['Capacity (10)'], 'carriedTrait', undefined), undefined);
  });
});
