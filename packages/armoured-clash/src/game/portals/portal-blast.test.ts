import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ArmyRangedRow, ArmyUnit, GameSetup } from '../army.js';
import { applyChoice } from '../apply-choice.js';
import { nextDecision } from '../next-decision.js';
import { rangedRow } from '../ranged-row.js';
import type { GameState } from '../state.js';
import { faceToFace, skirmishWith } from '../../testing/melee-fixture.js';
import { armyUnit } from '../army-unit.js';
import type { PortalMarker } from './portal-markers.js';
import { play } from './portal-fixture.js';

const RULE = 'glossary: Portal Blast';
/** A's tanks with a Portal Blast row first in their grid: 4 dice a model, Long Range 24". */
const PORTAL_ROW: ArmyRangedRow = {
  attack: 'ranged',
  target: 'light',
  range: { short: 10, long: 24 },
  dice: [4, 8],
  qualities: [{ name: 'Portal Blast' }],
};
const base = skirmishWith({});
const setup: GameSetup = {
  ...base,
  generals: {
    ...base.generals,
    a: {
      ...base.generals.a,
      units: base.generals.a.units.map((u): ArmyUnit =>
        u.id === 'a-tanks'
          ? { ...u, armaments: { ...u.armaments, rows: [PORTAL_ROW, ...u.armaments.rows] } }
          : u,
      ),
    },
  },
};
/** 1.5" from B's rifles, 3.5" from A's rifles, 4.6" from A's tanks (moved to x = 16). */
const AMID: PortalMarker = { id: 'portal-1', side: 'b', at: [12, 10] };
/** Behind the tanks: outside their Officer's Front Arc. */
const BEHIND: PortalMarker = { id: 'portal-2', side: 'a', at: [16, 1] };
/** Ahead, 27" from the tanks' Officer: beyond Long Range. */
const FAR: PortalMarker = { id: 'portal-3', side: 'a', at: [16, 34] };

/** A's tanks moved to x = 16 (Officer at (16, 5), facing north), these markers on the battlefield; A's tanks in their Attack Step, having Aimed. */
function tanksAiming(markers: readonly PortalMarker[]): GameState {
  const state = faceToFace(setup);
  const tanks = state.units['a-tanks'];
  if (tanks === undefined) throw new RangeError('no a-tanks');
  tanks.models = tanks.models.map((m) => ({ ...m, x: m.x - 14 }));
  if (markers.length > 0) state.portals = { markers, placed: markers.length };
  return play(setup, state, [{ kind: 'activate', unit: 'a-tanks' }, { kind: 'aim' }]);
}

describe(RULE, () => {
  it('glossary: Portal Blast: never the row against an enemy unit (rulebook p.17 Check Armaments)', () => {
    const row = rangedRow(armyUnit(setup, 'a-tanks'), armyUnit(setup, 'b-rifles'));
    assert.deepEqual(row?.qualities, [{ name: 'Devastating' }]);
  });

  it('glossary: Portal Blast: with no Portal Marker on the battlefield the attack cannot be made', () => {
    const options = nextDecision(setup, tanksAiming([]))?.options ?? [];
    assert.deepEqual(
      options.filter((o) => o.kind === 'portalBlast'),
      [],
    );
  });

  it('glossary: Portal Blast: a Portal Marker the Officer has Clear or Obscured Line of Sight to, within Long Range; its units listed closest first', () => {
    const state = tanksAiming([AMID, BEHIND, FAR]);
    const options = nextDecision(setup, state)?.options ?? [];
    assert.deepEqual(
      options.filter((o) => o.kind === 'portalBlast'),
      [{ kind: 'portalBlast', marker: 'portal-1', units: ['b-rifles', 'a-rifles', 'a-tanks'] }],
    );
    assert.throws(
      () => applyChoice(setup, state, { kind: 'portalBlast', marker: 'portal-2', units: [] }),
      {
        rule: 'rulebook p.17 Target Acquisition',
        message:
          "Tanks a-tanks's Officer has no Clear or Obscured Line of Sight to the Portal Marker portal-2",
      },
    );
    assert.throws(
      () => applyChoice(setup, state, { kind: 'portalBlast', marker: 'portal-3', units: [] }),
      {
        rule: 'rulebook p.17 Target Acquisition',
        message:
          'the Portal Marker portal-3 is 27.50" from Tanks a-tanks\'s Officer, beyond the Long Range of 24"',
      },
    );
    assert.throws(
      () =>
        applyChoice(setup, state, { kind: 'portalBlast', marker: 'portal-1', units: ['b-rifles'] }),
      {
        rule: RULE,
        message:
          'the order must name each unit within 5" of the Target Portal once: b-rifles, a-rifles, a-tanks',
      },
    );
  });

  it('glossary: Portal Blast: a single Attack Roll resolved against each unit within 5", friend or foe, in the order chosen, Neutral though Aiming; then the Target Portal is removed', () => {
    const state = tanksAiming([AMID]);
    const blast = applyChoice(setup, state, {
      kind: 'portalBlast',
      marker: 'portal-1',
      units: ['a-rifles', 'b-rifles', 'a-tanks'],
    });
    // One pool of 8 dice (4 a tank), the same against each unit; Aiming does not make it Improved;
    // each unit's losses and Check for Suppression before the next.
    const pool =
      '8 dice (Blank, Blank, Strike, Strike, Heroic Strike, Strike, Miss, Blank), 5 hits';
    assert.deepEqual(
      blast.events.map((e) => e.text),
      [
        'Tanks a-tanks makes a Portal Blast at the Portal Marker portal-1',
        `Tanks a-tanks's Portal Blast hits Rifles a-rifles: neutral, ${pool}, 5 damage, 5 destroyed`,
        'Rifles a-rifles takes a Suppression Test at 5: card 11, failed',
        'Rifles a-rifles Breaks',
        'Rifles a-rifles is Annihilated: General B scores 2 VP',
        `Tanks a-tanks's Portal Blast hits Rifles b-rifles: neutral, ${pool}, 5 damage, 5 destroyed`,
        'Rifles b-rifles takes a Suppression Test at 5: card 5, passed',
        `Tanks a-tanks's Portal Blast hits Tanks a-tanks: neutral, ${pool}, 1 damage, 0 destroyed`,
        'The Target Portal portal-1 is removed from the battlefield (glossary: Portal Blast)',
      ],
    );
    assert.equal(blast.state.units['b-rifles']?.models.length, 1);
    assert.deepEqual(blast.state.portals, { markers: [], placed: 1 });
  });
});
