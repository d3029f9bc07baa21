import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Choice } from '@warroom/armoured-clash';
import type { LogEntry, Side } from './replay-data.js';
import { NAMES } from './replay-step-fixture.js';
import { choiceText } from './replay-words.js';

/** A logged choice of General `side`, as the log API gives it. */
function logged(choice: Choice, side: Side = 'a'): LogEntry {
  return { index: 1, side, choice: { ...choice }, events: [] };
}

/** The choice's words once the game is over (nothing hidden). */
const said = (choice: Choice, side: Side = 'a') => choiceText(logged(choice, side), true, NAMES);

describe('the Replays page names every field of a choice in the game’s words', () => {
  it('rulebook pp.16, 24: a move by its place in inches, its legs and its facing in degrees; a Charge’s target by name', () => {
    assert.equal(
      said({ kind: 'advance', at: [12, 8.25], facing: 90, via: [[10, 4]], command: 1 }),
      'Advance: At (12.0″, 8.3″), Facing 90°, By way of (10.0″, 4.0″), Command Dig In (Value 9)',
    );
    assert.equal(
      said({ kind: 'charge', target: 'b-rifles', at: [3, 4], facing: 33.6901 }),
      'Charge: Target Rifles, At (3.0″, 4.0″), Facing 33.7°',
    );
    // glossary: Demolition: a Charge may target a Defensible Building, named as terrain.
    assert.equal(
      said({ kind: 'charge', target: 'hall', at: [3, 4], facing: 0 }),
      'Charge: Target Town Hall, At (3.0″, 4.0″), Facing 0°',
    );
  });

  it('rulebook p.26, glossary: Spotters, Precision, Overcharge, Exposed Models: an attack’s target, spotter, models and declarations', () => {
    assert.equal(
      said({
        kind: 'rangedAttack',
        target: 'b-rifles',
        spotter: 'a-tanks',
        prioritiseExposed: true,
        precision: ['b-rifles#3', 'b-rifles#1'],
        overcharge: true,
      }),
      'Ranged Attack: Target Rifles, Spotter Tanks, Exposed models first, Precision on model 3 of Rifles, then model 1 of Rifles, Overcharged',
    );
    assert.equal(
      said({
        kind: 'allOutAttack',
        targets: ['b-rifles', 'b-fighters'],
        command: 0,
        commandAgainst: 'b-fighters',
        precision: [],
      }),
      'All-Out Attack: Targets Rifles, then Fighters, Command Stand Firm (Value 4), Command issued with the attack at Fighters, Precision on no model named (the usual order)',
    );
    assert.equal(
      said({ kind: 'coruscatingAttack', bearing: 45 }),
      'Coruscating attack: Bearing 45°',
    );
  });

  it('rulebook pp.50-51, glossary: Brake Turn, Bank (X"): an Escape’s Bank and Brake Turn (choice-words-pages.test.ts: a sortie’s inches)', () => {
    assert.equal(
      said({ kind: 'escape', bank: [-45, 45], brakeTurn: { after: 2, facing: 180 } }),
      'Escape: Bank 2″ (turns -45°, 45°), Brake Turn after 2.0″ to face 180°',
    );
  });

  it('rulebook pp.21, 37: cards by their Command and Value (choice-words-pages.test.ts: an Intercept’s card, a claim)', () => {
    assert.equal(
      said({ kind: 'discard', cards: [0, 1] }),
      'Discard: Cards Stand Firm (Value 4), Dig In (Value 9)',
    );
    assert.equal(
      said({
        kind: 'activate',
        unit: 'a-tanks',
        portalMastery: 1,
        soar: true,
        locomotorBoosters: true,
      }),
      'Activate: Unit Tanks, Portal Mastery with Dig In (Value 9), Soaring, Locomotor Boosters',
    );
  });

  it('rulebook pp.56-57, glossary: Forward: the setup’s terrain, Generals, edges and Forward dice (choice-words-pages.test.ts: its Clash)', () => {
    assert.equal(
      said({ kind: 'placeTerrain', piece: 'wood-1', at: [10, 20], facing: 0 }),
      'Place terrain: Terrain Wood, At (10.0″, 20.0″), Facing 0°',
    );
    assert.equal(
      said({ kind: 'chooseGeneral', general: 'B' }),
      'Decide: General A or B: As General B',
    );
    assert.equal(
      said({ kind: 'claimZone', rearEdge: 'north' }),
      'Claim a Deployment Zone: Rear Edge North',
    );
    assert.equal(
      said({ kind: 'giveInitiative', to: 'b' }),
      'Give the Initiative: Initiative to General B',
    );
    assert.equal(
      said({
        kind: 'deploy',
        unit: 'a-tanks',
        at: [1, 2],
        facing: 270,
        forwardDie: 'glancingStrike',
      }),
      'Deploy: Unit Tanks, At (1.0″, 2.0″), Facing 270°, Forward die Glancing Strike',
    );
    assert.equal(said({ kind: 'chooseForward', units: [] }), 'Choose Forward units: Units none');
  });

  it('rulebook pp.30, 43, 46, glossary: Portal Mastery (X): buildings, Transports and markers (choice-words-pages.test.ts: models restored, lost and in order)', () => {
    assert.equal(said({ kind: 'garrison', building: 'hall' }), 'Garrison: Building Town Hall');
    assert.equal(said({ kind: 'embark', transport: 'a-tanks' }), 'Embark: Transport Tanks');
    assert.equal(
      said({ kind: 'removePortalMarker', marker: 'portal-2' }),
      'Remove a Portal Marker: Marker portal-2',
    );
  });

  it('bad input: a unit the game does not know is shown as the API gives it, never a crash (choice-words-pages.test.ts: an unknown field)', () => {
    const broken = { kind: 'rangedAttack', target: 'b-ghosts' } as Choice;
    assert.equal(said(broken), 'Ranged Attack: Target b-ghosts');
  });

  it('rulebook pp.20, 34-35, glossary: Precision, Overcharge: what the other General is not told stays hidden until the game is over', () => {
    const retaliate = logged({ kind: 'retaliate', unit: 'b-rifles', overcharge: true }, 'b');
    assert.equal(
      choiceText(retaliate, false, NAMES),
      'Declare the Retaliation (declared in secret)',
    );
    assert.equal(
      choiceText(retaliate, true, NAMES),
      'Declare the Retaliation: Unit Rifles, Overcharged',
    );
    const order = logged({ kind: 'orderLosses', unit: 'a-tanks', losses: ['a-tanks#2'] });
    assert.equal(choiceText(order, false, NAMES), 'Order the unit’s losses (kept by its General)');
    const strike = logged({ kind: 'closeQuartersAttack', command: 0, precision: ['b-rifles#2'] });
    assert.equal(
      choiceText(strike, false, NAMES),
      'Close Quarters Attack: Command Stand Firm (Value 4)',
    );
    assert.equal(
      choiceText(strike, true, NAMES),
      'Close Quarters Attack: Command Stand Firm (Value 4), Precision on model 2 of Rifles',
    );
  });
});
