import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { seedRng } from '@warroom/engine';
import { faceToFace, skirmishWith } from '../testing/melee-fixture.js';
import type { GameSetup } from './army.js';
import { applyChoice } from './apply-choice.js';
import { chargeTargets } from './charge-targets.js';
import { planCloseQuarters } from './close-quarters-plan.js';
import { nextDecision } from './next-decision.js';
import type { GameState } from './state.js';
import type { RuleRef } from '../rules/rule-ref.js';
import { defensibleHouse, withHouse } from '../testing/house-fixture.js';

/** The skirmish (both Rifles at Defence 3) with a 3" x 3" Defensible House centred on (10, 10). */
function defendedHouse(rules: readonly RuleRef[] = [], modelLimit?: number): GameSetup {
  const base = skirmishWith({
    'a-rifles': { profile: { defence: 3 }, rules },
    'b-rifles': { profile: { defence: 3 } },
  });
  return withHouse(base, defensibleHouse(modelLimit === undefined ? {} : { modelLimit }));
}

const setup = defendedHouse();
const NORTH = 90;
/** A's rank (1" deep) centred on y = 8 touches the House's south wall at y = 8.5. */
const AT_THE_WALL: readonly [number, number] = [10, 8];

/** B's Rifles Garrisoning the House; A's Rifles (rank at y = 6) Activated, the generator seeded with `seed`. */
function activated(seed: number, game: GameSetup = setup): GameState {
  const state = faceToFace(game);
  state.units['b-rifles']!.garrisoning = 'house';
  state.rng = seedRng(seed);
  return applyChoice(game, state, { kind: 'activate', unit: 'a-rifles' }).state;
}

function stormed(seed: number, game: GameSetup = setup): GameState {
  return applyChoice(game, activated(seed, game), {
    kind: 'charge',
    target: 'b-rifles',
    at: AT_THE_WALL,
    facing: NORTH,
  }).state;
}

describe('rulebook p.45 Storming a Building', () => {
  it('rulebook p.45 Storming a Building: a Garrisoned unit can be Charged through its building; a model must end in contact with the Footprint', () => {
    const state = activated(1);
    assert.ok(chargeTargets(setup, state, 'a-rifles').includes('b-rifles'));
    assert.throws(
      () =>
        applyChoice(setup, state, {
          kind: 'charge',
          target: 'b-rifles',
          at: [10, 7.5],
          facing: NORTH,
        }),
      /in contact with the building's Footprint/,
    );
    assert.deepEqual(stormed(1).activation?.charge, {
      target: 'b-rifles',
      outflanked: false,
      impeded: false,
    });
  });

  it('rulebook p.45 Storming a Building: half the attacking models count for Attack Dice, and the Garrison has the Defensive Advantage (its own dice halved too: p.44 Dug In)', () => {
    const plan = planCloseQuarters(setup, stormed(1));
    assert.equal(plan.storming, true);
    assert.equal(plan.defensiveAdvantage, true);
    // Six models each, counted as three: the 3-4 column of the Melee row, 4 dice.
    assert.deepEqual(
      plan.strikes.map((s) => [s.attacker, s.retaliation, s.attack.weapon.dice]),
      [
        ['b-rifles', true, 4],
        ['a-rifles', false, 4],
      ],
    );
  });

  it('glossary: Storming Party: the Garrison of the stormed building has no Defensive Advantage', () => {
    const party = defendedHouse([{ name: 'Storming Party' }]);
    const plan = planCloseQuarters(party, stormed(1, party));
    assert.equal(plan.defensiveAdvantage, false);
    assert.deepEqual(
      plan.strikes.map((s) => s.attacker),
      ['a-rifles', 'b-rifles'],
    );
  });

  it('rulebook p.45 Storming a Building: the Garrison that loses Exits as far as possible from the attacker instead of Withdrawing, tests, and the Infantry attacker may Garrison the building', () => {
    const { state, events } = applyChoice(setup, stormed(1), { kind: 'closeQuartersAttack' });
    assert.deepEqual(
      events.map((e) => [e.kind, e.unit]),
      [
        ['defensiveAdvantage', 'b-rifles'],
        ['closeQuartersAttack', 'b-rifles'],
        ['closeQuartersAttack', 'a-rifles'],
        ['closeQuartersWin', 'a-rifles'],
        ['exit', 'b-rifles'],
        ['suppressionTest', 'b-rifles'],
        ['stormedBuilding', 'a-rifles'],
      ],
    );
    const garrison = state.units['b-rifles']!;
    assert.equal(garrison.garrisoning, undefined);
    // The four left stand on the far side, 3" from the north wall (y = 11.5), facing away.
    assert.deepEqual(
      garrison.models.map((m) => [m.x, m.y]),
      [
        [9, 15],
        [10, 15],
        [8, 15],
        [11, 15],
      ],
    );
    assert.deepEqual(nextDecision(setup, state)?.options, [
      { kind: 'garrison', building: 'house' },
      { kind: 'hold' },
    ]);
    assert.throws(() => applyChoice(setup, state, { kind: 'takeCover' }), /Garrison the building/);

    const taken = applyChoice(setup, state, { kind: 'garrison', building: 'house' });
    assert.deepEqual(
      taken.events.map((e) => e.kind),
      ['garrison'],
    );
    assert.equal(taken.state.units['a-rifles']!.garrisoning, 'house');
    assert.equal(taken.state.activation, undefined);

    const held = applyChoice(setup, state, { kind: 'hold' }).state;
    assert.equal(held.units['a-rifles']!.garrisoning, undefined);
    assert.equal(held.activation, undefined);
  });

  it('rulebook p.43 Imposing Edifices, p.45 Storming a Building: an attacker with more models than a small building holds is not offered it', () => {
    const small = defendedHouse([], 4);
    const { state, events } = applyChoice(small, stormed(1, small), {
      kind: 'closeQuartersAttack',
    });
    assert.equal(events.find((e) => e.kind === 'closeQuartersWin')?.unit, 'a-rifles');
    assert.equal(state.units['a-rifles']!.models.length, 5);
    assert.ok(!events.some((e) => e.kind === 'stormedBuilding'));
    assert.equal(state.activation, undefined);
  });

  it('rulebook p.29 Withdrawing, p.45 Storming a Building: the attacker that loses Withdraws 3" directly away from the building', () => {
    const { state, events } = applyChoice(setup, stormed(11), { kind: 'closeQuartersAttack' });
    assert.equal(events.find((e) => e.kind === 'closeQuartersWin')?.unit, 'b-rifles');
    assert.equal(state.units['b-rifles']!.garrisoning, 'house');
    // From (10, 8), directly away from the House's centre (10, 10), facing it.
    const officer = state.units['a-rifles']!.models[0]!;
    assert.deepEqual([officer.x, officer.y], [10, 5]);
    assert.equal(officer.facing, Math.PI / 2);
  });
});
