import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { EVERY_FIELD } from '../choice-field-values-fixture.js';
import { describeChoice, loggedChoiceText } from './choice-words.js';
import type { Choice, EventKind, LogEntry, Side } from './game-types.js';
import { GAME } from './play-game-fixture.js';

const said = (choice: Choice, side: Side = 'a') => describeChoice(GAME, side, choice);

/**
 * A logged choice of General `side`, with the kinds of the events it made and,
 * as the server marks it (docs/server.md), the field of its card face down.
 */
function logged(
  index: number,
  side: Side,
  choice: Choice,
  events: EventKind[] = [],
  faceDown?: string,
): LogEntry {
  const entry = { index, side, choice, events: events.map((kind) => ({ kind, text: kind })) };
  return faceDown === undefined ? entry : { ...entry, faceDown };
}

describe('the Play page names every field of a choice in the game’s words', () => {
  it('rulebook pp.50-51, glossary: Brake Turn, Bank (X"): a sortie’s Bank and its Escape’s Brake Turn, in the Replays page’s words (choice-words-pages.test.ts: its inches)', () => {
    assert.equal(
      said({ kind: 'approach', inches: 4.5, bank: [-45, 45] }),
      'Approach 4.5″ Bank 2″ (turns -45°, 45°)',
    );
    assert.equal(
      said({ kind: 'escape', brakeTurn: { after: 2, facing: 180 } }),
      'Escape Brake Turn after 2.0″ to face 180°',
    );
  });

  it('rulebook p.16 Moving a Unit, p.37 Issuing Commands: a move’s legs, its end and the Command issued with it', () => {
    assert.equal(
      said({
        kind: 'doubleTime',
        at: [12, 8.25],
        facing: 90,
        via: [
          [10, 4],
          [11, 6],
        ],
        command: 1,
      }),
      'Double Time with the Command Dig In (Value 9) via (10, 4), then (11, 6) to (12, 8.25) facing 90°',
    );
    assert.equal(
      said({ kind: 'vanguardAdvance', unit: 'a-tanks', at: [3, 4], facing: 0, via: [[2, 2]] }),
      'Vanguard Advance Tanks via (2, 2) to (3, 4) facing 0°',
    );
  });

  it('rulebook p.37 Issuing Commands, glossary: All-Out Attack (X), Coruscating: the Command issued with one of the attacks, and the attack it goes with', () => {
    assert.equal(
      said({
        kind: 'allOutAttack',
        targets: ['b-rifles', 'b-fighters'],
        command: 0,
        commandAgainst: 'b-fighters',
      }),
      'All-Out Attack at Rifles, then Fighters with the Command Stand Firm (Value 4) issued with the attack at Fighters',
    );
    assert.equal(
      said({ kind: 'coruscatingAttack', bearing: 45, overcharge: true }),
      'Coruscating attack along the bearing 45° Overcharged',
    );
    assert.equal(
      said({
        kind: 'rangedAttack',
        target: 'b-rifles',
        spotter: 'a-tanks',
        prioritiseExposed: true,
        precision: ['b-rifles#3', 'b-rifles#1'],
      }),
      'Ranged Attack at Rifles spotted by Tanks Exposed models first with Precision on model 3 of Rifles, then model 1 of Rifles',
    );
  });

  it('rulebook pp.20, 38, glossary: Overrun, Aerial Assault, Portal Mastery (X): each card by what it is played for (choice-words-pages.test.ts: an Intercept’s, a claim and a discard)', () => {
    assert.equal(said({ kind: 'bid', card: 1 }), 'Bid Dig In (Value 9)');
    assert.equal(said({ kind: 'interfere', card: 0 }), 'Interfere with Stand Firm (Value 4)');
    assert.equal(said({ kind: 'overrun', card: 0 }), 'Overrun discarding Stand Firm (Value 4)');
    assert.equal(
      said({ kind: 'aerialAssault', unit: 'a-tanks', at: [5, 6], facing: 270, card: 1 }),
      'Aerial Assault Tanks issued with Dig In (Value 9) to (5, 6) facing 270°',
    );
    assert.equal(
      said({ kind: 'activate', unit: 'a-tanks', portalMastery: 1, soar: true }),
      'Activate Tanks Soaring attempting Portal Mastery with Dig In (Value 9)',
    );
  });

  it('rulebook pp.56-57, glossary: Forward: the setup’s Forward dice (choice-words-pages.test.ts: the Clash, models restored, lost and in order)', () => {
    assert.equal(
      said({ kind: 'deploy', unit: 'a-tanks', at: [1, 2], facing: 0, forwardDie: 'heroicStrike' }),
      'Deploy Tanks Forward with a Heroic Strike die to (1, 2) facing 0°',
    );
  });

  it('docs/protocol.md Choices: every field the engine’s choices carry has words (none shown as the API gives it)', () => {
    const text = said({ kind: 'hold', ...EVERY_FIELD } as Choice);
    assert.doesNotMatch(text, /undefined|"|\{|\[/);
    assert.match(text, /^Hold Tanks Rifles at Town Hall at Rifles spotted by Tanks onto Tanks/);
    assert.match(text, /via \(0, 1\) to \(1, 2\) facing 90°$/);
  });

  it('bad input: a choice of an unknown kind is shown as the API gives it, never a crash (choice-words-pages.test.ts: an unknown field)', () => {
    const unknown = { kind: 'parley', unit: 'a-tanks' } as unknown as Choice;
    assert.equal(said(unknown), 'parley Tanks');
  });
});

describe('the Play page keeps hidden what the other General is not told', () => {
  it('rulebook p.37 Issuing Commands: the other General’s Command card lies face down until Interference reveals it; one’s own is named', () => {
    // As the server sends it to A while the Command waits: B's card withheld, the entry marked `faceDown`.
    const waiting = logged(
      4,
      'b',
      { kind: 'opportunityFire', unit: 'b-rifles' },
      ['command'],
      'command',
    );
    assert.equal(
      loggedChoiceText(GAME, waiting),
      'Opportunity Fire Rifles with a Command (a card face down)',
    );
    // Once A's Interference (made or not) reveals it, the server sends the card and no mark.
    const revealed = logged(4, 'b', { kind: 'opportunityFire', unit: 'b-rifles', command: 0 }, [
      'command',
    ]);
    assert.equal(
      loggedChoiceText(GAME, revealed),
      'Opportunity Fire Rifles with the Command Covering Fire (Value 7)',
    );
    // Marked but with its card (as a General who may see it is sent it): still face down to A.
    const shown = { ...revealed, faceDown: 'command' };
    assert.equal(
      loggedChoiceText(GAME, shown),
      'Opportunity Fire Rifles with a Command (a card face down)',
    );
    const own = logged(
      6,
      'a',
      { kind: 'activate', unit: 'a-tanks', command: 1 },
      ['command'],
      'command',
    );
    assert.equal(loggedChoiceText(GAME, own), 'Activate Tanks with the Command Dig In (Value 9)');
  });

  it('rulebook p.38 Special Commands, glossary: Portal Mastery (X): a Special Command’s card lies face down as a Command’s does', () => {
    const flank = logged(
      7,
      'b',
      { kind: 'flankAttack', unit: 'b-fighters', at: [0, 4], facing: 0 },
      ['command'],
      'card',
    );
    assert.equal(
      loggedChoiceText(GAME, flank),
      'Flank Attack Fighters issued with a card face down to (0, 4) facing 0°',
    );
    const portal = logged(8, 'b', { kind: 'activate', unit: 'b-rifles' }, [], 'portalMastery');
    assert.equal(
      loggedChoiceText(GAME, portal),
      'Activate Rifles attempting Portal Mastery with a card face down',
    );
  });

  it('rulebook p.20 Determine Initiative, pp.34-35, glossary: Precision, Overcharge: what the server withholds is said to be kept', () => {
    const bid = logged(9, 'b', { kind: 'bid' } as Choice);
    assert.equal(loggedChoiceText(GAME, bid), 'Bid (a face-down card)');
    const order = logged(10, 'b', { kind: 'orderLosses' } as Choice);
    assert.equal(loggedChoiceText(GAME, order), 'Order the unit’s losses (kept by its General)');
    const retaliate = logged(11, 'b', { kind: 'retaliate' } as Choice);
    assert.equal(loggedChoiceText(GAME, retaliate), 'Declare the Retaliation (declared in secret)');
    const ownBid = logged(12, 'a', { kind: 'bid', card: 0 });
    assert.equal(loggedChoiceText(GAME, ownBid), 'Bid Stand Firm (Value 4)');
  });
});
