import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { point } from '@warroom/engine';
import { controllerOf, objectiveMarker } from '../battlefield/objectives.js';
import { FORTIFIED_OPENING, bunker, fortifiedSkirmish } from '../testing/fortification-fixture.js';
import type { GameSetup } from './army.js';
import { applyChoice } from './apply-choice.js';
import type { Choice } from './choice.js';
import { chargeTargets } from './charge-targets.js';
import { fallBack } from './fall-back.js';
import { plannedManoeuvre } from './movement-step.js';
import { nextDecision } from './next-decision.js';
import { RECORD_FORMAT, replay } from './record.js';
import type { GameState } from './state.js';
import { tableOf } from './table-of.js';

/** The fortified skirmish after its opening: A to Activate, the bunker at (24, 5) facing north. */
function opened(setup: GameSetup = fortifiedSkirmish()): GameState {
  return replay({ format: RECORD_FORMAT, setup, seed: 1, choices: FORTIFIED_OPENING }).state;
}

/** B's rifles moved so that their rank (six 1" bases, Officer in the middle) stands at y = 8.8, x 21 to 26. */
function riflesBeforeTheBunker(state: GameState): GameState {
  const rifles = state.units['b-rifles'];
  if (rifles === undefined) throw new RangeError('no b-rifles');
  rifles.models = rifles.models.map((m) => ({ ...m, x: m.x + 14, y: m.y - 21.2 }));
  return state;
}

/** The bunker's Movement Step: Activated, the first Reaction Step passed. */
function bunkerMoving(): GameState {
  const setup = fortifiedSkirmish();
  const activated = applyChoice(setup, opened(), { kind: 'activate', unit: 'a-bunker' }).state;
  return activated.activation?.reaction === undefined
    ? activated
    : applyChoice(setup, activated, { kind: 'noReaction' }).state;
}

describe('Fortifications on the table (rulebook p.48 Unit Types)', () => {
  it('rulebook p.24 The Movement Step: a Fortification of Speed 0 is offered an Advance and a Double Time of 0", and no Charge (glossary: Static)', () => {
    const decision = nextDecision(fortifiedSkirmish(), bunkerMoving());
    assert.deepEqual(
      decision?.options.map((o) => o.kind),
      ['hold', 'aim'],
    );
    assert.deepEqual(decision?.constraints, [
      { kind: 'advance', unit: 'a-bunker', limit: 0 },
      { kind: 'doubleTime', unit: 'a-bunker', limit: 0, commands: [] },
    ]);
  });

  it('rulebook p.16 Movement Limit: an Advance that moves the Fortification is refused; turned where it stands, it is legal (a model is turned at the end of its move)', () => {
    const setup = fortifiedSkirmish();
    const state = bunkerMoving();
    assert.throws(() => plannedManoeuvre(setup, state, 'a-bunker', 'advance', [24, 5.1], 90), {
      rule: 'rulebook p.16 Movement Limit',
      message: 'a-bunker#1 would move 0.10", more than its 0" Movement Limit',
    });
    const turned = applyChoice(setup, state, { kind: 'advance', at: [24, 5], facing: 0 }).state;
    const model = turned.units['a-bunker']?.models[0];
    assert.deepEqual([model?.x, model?.y, model?.facing], [24, 5, 0]);
  });

  it('rulebook p.24 Charge: an enemy may Charge a Fortification (only Aircraft and Rotorcraft may not be charged)', () => {
    const setup = fortifiedSkirmish();
    const state = riflesBeforeTheBunker(opened());
    assert.ok(chargeTargets(setup, state, 'b-rifles').includes('a-bunker'));
  });

  it('rulebook p.39 Controlling Objectives: a Fortification in contact with a marker never contests it', () => {
    // The marker's edge (0.98" from its centre) overlaps the bunker's front (y = 6.475) and B's rank (from y = 8.3).
    const marker = objectiveMarker(point(24, 7.4));
    const setup = fortifiedSkirmish();
    assert.equal(controllerOf(tableOf(setup, riflesBeforeTheBunker(opened(setup))), marker), 'b');
    const armoured: GameSetup = {
      ...setup,
      generals: {
        ...setup.generals,
        a: {
          ...setup.generals.a,
          units: [...setup.generals.a.units.slice(0, 1), { ...bunker('a-bunker'), type: 'armour' }],
        },
      },
    };
    const contested = tableOf(armoured, riflesBeforeTheBunker(opened(armoured)));
    assert.equal(controllerOf(contested, marker), undefined);
  });

  it('rulebook p.36 Falling Back: a Fortification Falls Back a full 3" like every unit, its Speed of 0 limiting no move but its Manoeuvres (our reading)', () => {
    const setup = fortifiedSkirmish();
    const state = opened(setup);
    const unit = state.units['a-bunker'];
    if (unit === undefined) assert.fail('no a-bunker');
    const events = fallBack(setup, state, unit);
    assert.deepEqual(
      events.map((e) => e.text),
      ['Bunker a-bunker Falls Back'],
    );
    const model = unit.models[0];
    assert.deepEqual([model?.x.toFixed(6), model?.y.toFixed(6)], ['24.000000', '2.000000']);
    assert.equal(unit.annihilated, false);
  });
});

describe('rulebook p.21 Deploying a Unit from Reserve: a Fortification held in Reserve (p.57) arrives like every unit (our reading: the texts make no exception)', () => {
  const setup: GameSetup = { ...fortifiedSkirmish(), rounds: 3 };
  /** An Activation of `unit` holding in its Movement and Attack Steps. */
  const holds = (unit: string): Choice[] => [
    { kind: 'activate', unit },
    { kind: 'hold' },
    { kind: 'hold' },
  ];
  const toRound2: Choice[] = [
    { kind: 'reserve', unit: 'a-bunker' },
    { kind: 'deploy', unit: 'b-rifles', at: [10, 30], facing: 270 },
    { kind: 'deploy', unit: 'a-rifles', at: [10, 6], facing: 90 },
    { kind: 'deploy', unit: 'b-tanks', at: [24, 31], facing: 270 },
    { kind: 'giveInitiative', to: 'a' },
    { kind: 'discard', cards: [] },
    { kind: 'discard', cards: [] },
    ...holds('a-rifles'),
    ...holds('b-rifles'),
    ...holds('b-tanks'),
    { kind: 'surrender' },
    { kind: 'surrender' },
    { kind: 'discard', cards: [] },
    { kind: 'discard', cards: [] },
  ];
  const play = (arrival: { at: [number, number]; facing: number }) =>
    replay({
      format: RECORD_FORMAT,
      setup,
      seed: 4,
      choices: [...toRound2, { kind: 'deployReserve', unit: 'a-bunker', ...arrival }],
    });

  it('rulebook p.21: touching the battlefield edge within its zone, it arrives; away from the edge, it is refused', () => {
    // The hull is 2.95" deep: its centre 1.475" from the south edge touches it.
    const arrived = play({ at: [24, 1.475], facing: 90 });
    assert.equal(arrived.illegal, undefined);
    assert.equal(arrived.state.units['a-bunker']?.deployed, true);
    const away = play({ at: [24, 5], facing: 90 });
    assert.equal(away.illegal?.rule, 'rulebook p.21 Deploying a Unit from Reserve');
  });
});
