import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type ArmyUnit, type GameState, applyChoice, playerView } from '@warroom/armoured-clash';
import {
  cardOnTop,
  faceToFace,
  momentFiller,
  momentsSkirmish,
  setHand,
} from '@warroom/armoured-clash/testing';
import { chargeTo } from './heuristic-close-quarters.js';

/** The moments skirmish with A's Rifles (Speed 4) holding Locomotor Boosters. */
const setup = momentsSkirmish((unit: ArmyUnit): ArmyUnit =>
  unit.id === 'a-rifles'
    ? { ...unit, specialRules: [...unit.specialRules, { name: 'Locomotor Boosters' }] }
    : unit,
);
/** The Value of the card A's Rifles reveal. */
const REVEALED = 12;

/** A's Rifles (y = 6) Activated with their Boosters (a card of Value 12: Charges up to 16"), B's Rifles 10" away (y = 16). */
function boosted(): GameState {
  const state = faceToFace(setup);
  const rifles = state.units['b-rifles'];
  if (rifles !== undefined) rifles.models = rifles.models.map((m) => ({ ...m, y: m.y + 4 }));
  setHand(state, 'a', []);
  setHand(state, 'b', []);
  cardOnTop(state, 'a', momentFiller(REVEALED));
  return applyChoice(setup, state, { kind: 'activate', unit: 'a-rifles', locomotorBoosters: true })
    .state;
}

describe("the bots' move planning knows the limits the Activation sets", () => {
  it('glossary: Locomotor Boosters: the heuristic finds the Charge 10" away that only the boosted limit (16", not 8") reaches, and the engine takes it', () => {
    const state = boosted();
    const view = playerView(state, 'a');
    assert.equal(chargeTo(setup, view, 'a-rifles', 'b-rifles'), undefined);
    const charge = chargeTo(setup, view, 'a-rifles', 'b-rifles', view.activation);
    assert.deepEqual(charge, { kind: 'charge', target: 'b-rifles', at: [10, 15], facing: 90 });
    assert.deepEqual(
      applyChoice(setup, state, charge ?? { kind: 'hold' }).events.map((e) => e.kind),
      ['charge'],
    );
  });

  it('glossary: Pathfinders: guided by A\'s Tanks (around (30, 5)), the Rifles are offered no Charge ending farther than 6" from them', () => {
    const state = boosted();
    const rifles = state.units['a-rifles'];
    if (rifles !== undefined) rifles.pathfinder = 'a-tanks';
    const view = playerView(state, 'a');
    assert.equal(chargeTo(setup, view, 'a-rifles', 'b-rifles', view.activation), undefined);
  });
});
