import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { FORCE_SCALE } from '../../scenario/force-scale.js';
import { applyChoice } from '../apply-choice.js';
import { nextDecision } from '../next-decision.js';
import { playerView } from '../view.js';
import { portalLimitOf } from './portal-limit.js';
import {
  TEST_PORTAL_LIMIT,
  masterySetup,
  masteryWithoutLimit,
  play,
  withPortals,
} from './portal-fixture.js';

const RULE = 'glossary: Portal Mastery (X)';
const setup = masterySetup();
const ISSUED = [
  { kind: 'activate', unit: 'a-rifles', portalMastery: 0 },
  { kind: 'noInterference' },
] as const;

describe(RULE, () => {
  it('glossary: Portal Mastery (X): the Portal Limit of the Force Scale is data no text gives: refused, naming the missing data, until the setup gives it', () => {
    assert.deepEqual(
      Object.values(FORCE_SCALE).map((scale) => scale.portalLimit),
      [undefined, undefined, undefined],
    );
    assert.throws(() => portalLimitOf(masteryWithoutLimit()), {
      rule: RULE,
      message:
        'the Portal Limit of the Force Scale (skirmish) is not given: no text we have states it; the setup must give it as portalLimit before a Portal Marker can be placed',
    });
    assert.throws(() => portalLimitOf(masterySetup(-1)), {
      rule: RULE,
      message: "the setup's portalLimit must be a whole number, not negative (got -1)",
    });
    assert.equal(portalLimitOf(setup), TEST_PORTAL_LIMIT);
  });

  it('glossary: Portal Mastery (X): at the start of its Activation its General can attempt the Special Command, with each card of the hand', () => {
    const state = withPortals(setup, []);
    const offered = (nextDecision(setup, state)?.options ?? []).filter(
      (o) => o.kind === 'activate' && o.portalMastery !== undefined,
    );
    assert.deepEqual(offered, [
      { kind: 'activate', unit: 'a-rifles', portalMastery: 0 },
      { kind: 'activate', unit: 'a-rifles', portalMastery: 1 },
    ]);
    assert.throws(
      () => applyChoice(setup, state, { kind: 'activate', unit: 'a-tanks', portalMastery: 0 }),
      { rule: RULE, message: 'Tanks a-tanks has no Portal Mastery it can use as it is Activated' },
    );
    const issued = applyChoice(setup, state, ISSUED[0]);
    assert.deepEqual(playerView(issued.state, 'b').command, {
      side: 'a',
      unit: 'a-rifles',
      with: { kind: 'portalMastery' },
      special: 'portalMastery',
    });
    assert.equal(nextDecision(setup, issued.state)?.player, 'b');
  });

  it('glossary: Portal Mastery (X): received, X markers are placed, not within 1" of units, Defensible Buildings or Markers; both Generals see them', () => {
    const received = play(setup, withPortals(setup, []), ISSUED);
    const decision = nextDecision(setup, received);
    assert.equal(decision?.player, 'a');
    assert.deepEqual(decision?.options, [{ kind: 'endPortalMastery' }]);
    assert.deepEqual(decision?.constraints, [
      { kind: 'placePortalMarker', unit: 'a-rifles', left: 2, clearance: 1 },
    ]);
    // B's rifles stand in a rank at y = 12 around x = 10.
    assert.throws(() => applyChoice(setup, received, { kind: 'placePortalMarker', at: [10, 13] }), {
      rule: RULE,
      message: 'the marker would be within 1" of Rifles b-rifles',
    });
    assert.throws(() => applyChoice(setup, received, { kind: 'placePortalMarker', at: [40, 13] }), {
      rule: RULE,
      message: 'the marker must be on the battlefield (at [40, 13])',
    });
    assert.throws(() => applyChoice(setup, received, { kind: 'hold' }), {
      rule: RULE,
      message: 'the Portal Markers are first placed or removed (or no more: endPortalMastery)',
    });
    const one = applyChoice(setup, received, { kind: 'placePortalMarker', at: [20, 18] });
    assert.deepEqual(
      one.events.map((e) => e.text),
      ['General A places the Portal Marker portal-1 at (20.00, 18.00)'],
    );
    assert.throws(
      () => applyChoice(setup, one.state, { kind: 'placePortalMarker', at: [20.5, 18.5] }),
      {
        rule: RULE,
        message: 'the marker would be within 1" of the Portal Marker portal-1',
      },
    );
    assert.deepEqual(nextDecision(setup, one.state)?.constraints, [
      { kind: 'placePortalMarker', unit: 'a-rifles', left: 1, clearance: 1 },
    ]);
    const two = applyChoice(setup, one.state, { kind: 'placePortalMarker', at: [22, 18] }).state;
    const markers = [
      { id: 'portal-1', side: 'a', at: [20, 18] },
      { id: 'portal-2', side: 'a', at: [22, 18] },
    ];
    assert.deepEqual(playerView(two, 'b').portals, { markers, placed: 2 });
    assert.equal(two.activation?.portalMastery, undefined);
    assert.equal(
      nextDecision(setup, two)?.prompt,
      'Rifles a-rifles: Movement Step (rulebook p.24)',
    );
  });

  it("glossary: Portal Mastery (X): the markers placed cannot exceed the Portal Limit (its General's on the battlefield)", () => {
    const limited = masterySetup(1);
    const state = withPortals(limited, []);
    const placed = play(limited, state, [...ISSUED, { kind: 'placePortalMarker', at: [20, 18] }]);
    assert.equal(placed.activation?.portalMastery, undefined);
    assert.deepEqual(placed.portals?.markers.length, 1);
  });

  it('glossary: Portal Mastery (X): without the Portal Limit no marker is placed, and the General is told which data is missing', () => {
    const unlimited = masteryWithoutLimit();
    const received = play(unlimited, withPortals(unlimited, []), ISSUED);
    const decision = nextDecision(unlimited, received);
    assert.equal(decision?.constraints, undefined);
    assert.match(
      decision?.prompt ?? '',
      /no marker can be placed: the Portal Limit of the Force Scale \(skirmish\) is not given/,
    );
    assert.throws(
      () => applyChoice(unlimited, received, { kind: 'placePortalMarker', at: [20, 18] }),
      {
        rule: RULE,
        message:
          'the Portal Limit of the Force Scale (skirmish) is not given: no text we have states it; the setup must give it as portalLimit before a Portal Marker can be placed',
      },
    );
  });

  it('glossary: Portal Mastery (X): or X markers are removed, belonging to either General; then no more is placed', () => {
    const markers = [
      { id: 'portal-1', side: 'b', at: [20, 18] },
      { id: 'portal-2', side: 'a', at: [24, 18] },
      { id: 'portal-3', side: 'b', at: [28, 18] },
    ] as const;
    const received = play(setup, withPortals(setup, markers), ISSUED);
    assert.deepEqual(nextDecision(setup, received)?.options, [
      { kind: 'removePortalMarker', marker: 'portal-1' },
      { kind: 'removePortalMarker', marker: 'portal-2' },
      { kind: 'removePortalMarker', marker: 'portal-3' },
      { kind: 'endPortalMastery' },
    ]);
    const one = applyChoice(setup, received, { kind: 'removePortalMarker', marker: 'portal-1' });
    assert.deepEqual(
      one.events.map((e) => e.text),
      ['General A removes the Portal Marker portal-1'],
    );
    assert.equal(nextDecision(setup, one.state)?.constraints, undefined);
    assert.throws(
      () => applyChoice(setup, one.state, { kind: 'placePortalMarker', at: [10, 20] }),
      {
        rule: RULE,
        message: 'no Portal Marker may be placed now',
      },
    );
    const two = applyChoice(setup, one.state, {
      kind: 'removePortalMarker',
      marker: 'portal-3',
    }).state;
    assert.deepEqual(
      two.portals?.markers.map((m) => m.id),
      ['portal-2'],
    );
    assert.equal(two.activation?.portalMastery, undefined);
  });

  it('glossary: Portal Mastery (X): the Special Command failed through Interference: the Activation goes on without markers', () => {
    const state = withPortals(setup, []);
    // A plays card 0 (Value 1), B Interferes with card 2 (Value 3).
    const failed = play(setup, state, [ISSUED[0], { kind: 'interfere', card: 2 }]);
    assert.equal(failed.activation?.unit, 'a-rifles');
    assert.equal(failed.activation?.portalMastery, undefined);
    assert.deepEqual(failed.activation?.commandsIssued, ['a']);
    assert.equal(
      nextDecision(setup, failed)?.prompt,
      'Rifles a-rifles: Movement Step (rulebook p.24)',
    );
  });
});
