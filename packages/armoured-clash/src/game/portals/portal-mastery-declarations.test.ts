import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { applyChoice } from '../apply-choice.js';
import type { Choice } from '../choice.js';
import { nextDecision } from '../next-decision.js';
import type { GameState } from '../state.js';
import { cardOnTop, skirmishWith } from '../../testing/melee-fixture.js';
import { setHand } from '../../testing/command-fixture.js';
import { OPENING_CHOICES } from '../../testing/game-fixture.js';
import { MOMENT_CARD, momentsSkirmish } from '../../testing/moments-fixture.js';
import type { ArmyUnit, GameSetup } from '../army.js';
import { RECORD_FORMAT, replay } from '../record.js';
import { TEST_PORTAL_LIMIT, masterySetup, play, withPortals } from './portal-fixture.js';

const RULE = 'glossary: Portal Mastery (X)';
const SOAR_SPEED = 12;
/** Card ids of the skirmish deck: id i has Value i % 12 + 1. */
const VALUE_5 = 4;
/** A's rifles with Portal Mastery (2), Soar (12") and Locomotor Boosters. */
const setup: GameSetup = {
  ...skirmishWith({
    'a-rifles': {
      rules: [
        { name: 'Portal Mastery', x: 2 },
        { name: 'Soar', x: SOAR_SPEED },
        { name: 'Locomotor Boosters' },
      ],
    },
  }),
  portalLimit: TEST_PORTAL_LIMIT,
};
const ALL_THREE = {
  kind: 'activate',
  unit: 'a-rifles',
  portalMastery: 0,
  soar: true,
  locomotorBoosters: true,
} as const;

/** The face-to-face game, A holding cards 0 and 1, B card 2, a card of Value 5 on top of A's deck. */
function start(): GameState {
  const state = withPortals(setup, []);
  cardOnTop(state, 'a', VALUE_5);
  return state;
}

/** The constraints' Movement Limits of the Movement Step. */
function limits(state: GameState): [string, number | undefined][] {
  return (nextDecision(setup, state)?.constraints ?? []).map((c) => [
    c.kind,
    'limit' in c ? c.limit : undefined,
  ]);
}

const MOVING = [
  ['advance', SOAR_SPEED],
  ['charge', SOAR_SPEED + VALUE_5 + 1],
  ['doubleTime', SOAR_SPEED + VALUE_5 + 1],
];

describe(`${RULE} with Soar (X") and Locomotor Boosters`, () => {
  it('glossary: Portal Mastery (X), Soar (X"), Locomotor Boosters: all three are declared "at the start of this unit\'s Activation": each combination is offered with each card', () => {
    const offered = (nextDecision(setup, start())?.options ?? []).filter(
      (o) => o.kind === 'activate' && o.portalMastery !== undefined,
    );
    const unit = 'a-rifles';
    assert.deepEqual(offered, [
      { kind: 'activate', unit, portalMastery: 0 },
      { kind: 'activate', unit, portalMastery: 1 },
      { kind: 'activate', unit, portalMastery: 0, locomotorBoosters: true },
      { kind: 'activate', unit, portalMastery: 1, locomotorBoosters: true },
      { kind: 'activate', unit, portalMastery: 0, soar: true },
      { kind: 'activate', unit, portalMastery: 1, soar: true },
      { kind: 'activate', unit, portalMastery: 0, soar: true, locomotorBoosters: true },
      { kind: 'activate', unit, portalMastery: 1, soar: true, locomotorBoosters: true },
    ]);
  });

  it('glossary: Portal Mastery (X): received with Soar and Locomotor Boosters declared, the markers are placed first; the unit Soars and moves up to its Speed X" plus the Value', () => {
    const issued = applyChoice(setup, start(), ALL_THREE);
    assert.deepEqual(issued.state.command?.with, {
      kind: 'portalMastery',
      soar: true,
      locomotorBoosters: true,
    });
    const received = applyChoice(setup, issued.state, { kind: 'noInterference' });
    assert.deepEqual(
      received.events.map((e) => e.text),
      [
        'General B does not Interfere',
        'Portal Mastery is received: the Special Command takes effect',
        'General A Activates Rifles a-rifles',
        `Rifles a-rifles may place 2 Portal Markers or remove 2 (${RULE})`,
        'Rifles a-rifles Soars: Speed 12", Target Category Aerial, Size 10 until the end of its Activation (glossary: Soar (X"))',
        'Rifles a-rifles activates its Locomotor Boosters: General A reveals a card of Value 5; a Charge or Double Time moves it up to 17" (glossary: Locomotor Boosters)',
      ],
    );
    assert.deepEqual(received.state.players.a.deck.piles.discardPile.at(-1), VALUE_5);
    assert.deepEqual(nextDecision(setup, received.state)?.constraints, [
      { kind: 'placePortalMarker', unit: 'a-rifles', left: 2, clearance: 1 },
    ]);
    const placed = play(setup, received.state, [
      { kind: 'placePortalMarker', at: [20, 18] },
      { kind: 'endPortalMastery' },
    ]);
    assert.deepEqual(
      placed.portals?.markers.map((m) => m.id),
      ['portal-1'],
    );
    assert.equal(placed.units['a-rifles']?.soaring?.speed, SOAR_SPEED);
    assert.deepEqual(limits(placed), MOVING);
  });

  it('glossary: Portal Mastery (X): the Special Command failed through Interference, the unit still Soars with its Locomotor Boosters (their texts do not depend on it)', () => {
    // A plays card 0 (Value 1), B Interferes with card 2 (Value 3).
    const failed = play(setup, start(), [ALL_THREE, { kind: 'interfere', card: 2 }]);
    assert.equal(failed.activation?.portalMastery, undefined);
    assert.deepEqual(failed.activation?.commandsIssued, ['a']);
    assert.equal(failed.activation?.locomotorBoosters, VALUE_5 + 1);
    assert.equal(failed.units['a-rifles']?.soaring?.speed, SOAR_SPEED);
    assert.deepEqual(limits(failed), MOVING);
  });

  it('glossary: Portal Mastery (X): declared with a rule the unit lacks, or with a second card, refused before any card is played', () => {
    const mastery = masterySetup();
    const state = withPortals(mastery, []);
    const tried = (choice: Choice) => () => applyChoice(mastery, state, choice);
    assert.throws(tried({ kind: 'activate', unit: 'a-rifles', portalMastery: 0, soar: true }), {
      rule: 'glossary: Soar (X")',
      message: 'a-rifles cannot Soar',
    });
    assert.throws(
      tried({ kind: 'activate', unit: 'a-rifles', portalMastery: 0, locomotorBoosters: true }),
      {
        rule: 'glossary: Locomotor Boosters',
        message: 'Rifles a-rifles has no Locomotor Boosters',
      },
    );
    assert.throws(tried({ kind: 'activate', unit: 'a-rifles', portalMastery: 0, command: 1 }), {
      rule: RULE,
      message:
        'its Special Command is the one Command issued as the Activation starts (rulebook p.38 Command Limits): no other card with it',
    });
  });

  it('glossary: Locomotor Boosters, Soar (X"): both declared as the Activation starts, the Value adds to the Speed X"', () => {
    const plain = applyChoice(setup, start(), {
      kind: 'activate',
      unit: 'a-rifles',
      soar: true,
      locomotorBoosters: true,
    }).state;
    assert.equal(plain.units['a-rifles']?.soaring?.speed, SOAR_SPEED);
    assert.deepEqual(limits(plain), MOVING);
  });
});

/** Card id 4 of the moments deck has Value 2. */
const MOMENTS_VALUE_2 = { card: 4, value: 2 } as const;
/** The moments skirmish with A's Rifles holding Locomotor Boosters. */
const moments = momentsSkirmish((unit: ArmyUnit): ArmyUnit =>
  unit.id === 'a-rifles'
    ? { ...unit, specialRules: [...unit.specialRules, { name: 'Locomotor Boosters' }] }
    : unit,
);

describe('glossary: Locomotor Boosters with a Command issued to the Activation (rulebook p.22)', () => {
  it('glossary: Locomotor Boosters, rulebook p.37: declared with a Command, the card is revealed once the Command is settled', () => {
    const state = replay({
      format: RECORD_FORMAT,
      setup: moments,
      seed: 11,
      choices: OPENING_CHOICES,
    }).state;
    setHand(state, 'a', [MOMENT_CARD.fieldRepairs]);
    setHand(state, 'b', []);
    cardOnTop(state, 'a', MOMENTS_VALUE_2.card);
    const { state: after, events } = applyChoice(moments, state, {
      kind: 'activate',
      unit: 'a-rifles',
      command: MOMENT_CARD.fieldRepairs,
      locomotorBoosters: true,
    });
    assert.deepEqual(
      events
        .map((e) => e.kind)
        .filter((k) => ['command', 'commandReceived', 'locomotorBoosters'].includes(k)),
      ['command', 'commandReceived', 'locomotorBoosters'],
    );
    assert.deepEqual(after.activation?.commandsIssued, ['a']);
    assert.equal(after.activation?.locomotorBoosters, MOMENTS_VALUE_2.value);
  });
});
