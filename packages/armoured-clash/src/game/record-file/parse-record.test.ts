import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DataError } from '../../data-error.js';
import { RECORD_FORMAT, replay } from '../record.js';
import { RULES_VERSION } from '../rules-version.js';
import { parseGameRecord } from './parse-record.js';
import { changedAt, exampleRecordJson } from './record-fixture.js';

const WHERE = 'game.json';

/** The DataError message `parseGameRecord` refuses `json` with. */
function refusal(json: unknown): string {
  try {
    parseGameRecord(json, WHERE);
  } catch (error) {
    assert.ok(error instanceof DataError, `a DataError, not ${String(error)}`);
    return error.message;
  }
  assert.fail('the record was accepted');
}

describe('issue 5: a game record is checked before it replays (bad input: what and where)', () => {
  it('issue 5 Versioned: the example record, made before rules versions were kept, is accepted and replays', () => {
    const record = parseGameRecord(exampleRecordJson(), WHERE);
    assert.equal(record.rules, undefined);
    assert.equal(replay(record).applied, 29);
  });

  it("issue 5 Bad input: a setup without General A's deck is refused naming the path", () => {
    const json = changedAt(exampleRecordJson(), ['setup', 'generals', 'a', 'deck'], undefined);
    assert.equal(refusal(json), `${WHERE}: setup.generals.a.deck: missing`);
  });

  it('issue 5 Bad input: every problem is reported, each with its path', () => {
    const noRows = changedAt(
      exampleRecordJson(),
      ['setup', 'generals', 'b', 'units', 0, 'armaments', 'rows'],
      'none',
    );
    const json = changedAt(noRows, ['setup', 'battlefield', 'width'], -1);
    assert.deepEqual(refusal(json).split('\n'), [
      `${WHERE}: setup.battlefield.width: Too small: expected number to be >0`,
      `${WHERE}: setup.generals.b.units[0].armaments.rows: Invalid input: expected array, received string`,
    ]);
  });

  it('rulebook p.8 and p.13: a Deployment Zone that is not convex and an Armaments Grid row without a value per column are refused naming the path', () => {
    const concave = [
      [0, 0],
      [10, 0],
      [5, 2],
      [10, 10],
      [0, 10],
    ];
    const zone = changedAt(exampleRecordJson(), ['setup', 'generals', 'b', 'zone'], concave);
    const json = changedAt(
      zone,
      ['setup', 'generals', 'a', 'units', 0, 'armaments', 'rows', 0, 'dice'],
      [1],
    );
    assert.deepEqual(refusal(json).split('\n'), [
      `${WHERE}: setup.generals.a.units[0].armaments.rows[0].dice: 1 values for 3 columns`,
      `${WHERE}: setup.generals.b.zone: the polygon is not convex`,
    ]);
  });

  it('rulebook p.13 Armaments Grid: a grid without a column for every count of models is refused naming the path and the counts, as an ORBAT is', () => {
    const columns = ['setup', 'generals', 'a', 'units', 0, 'armaments', 'columns'];
    const json = changedAt(exampleRecordJson(), [...columns, 2], { from: 5, to: 5 });
    assert.equal(
      refusal(json),
      `${WHERE}: setup.generals.a.units[0].armaments.columns: no column for 6 (the grid must cover 1-6 models)`,
    );
  });

  it('issue 5 Bad input: a setup the game refuses (a unit id used twice) is refused naming the setup', () => {
    const json = exampleRecordJson();
    const units = ['setup', 'generals', 'b', 'units', 0, 'id'];
    const first = ['setup', 'generals', 'a', 'units', 0, 'id'];
    const id = first.reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], json);
    assert.equal(
      refusal(changedAt(json, units, id)),
      `${WHERE}: setup: unit id "${String(id)}" is used twice`,
    );
  });

  it('issue 5 Bad input: text that is no record, a missing seed and choices that are not decisions are refused', () => {
    assert.match(refusal([]), /^game\.json: not a game record \(a JSON object/);
    assert.match(refusal({ format: 'warroom.scenario/1' }), /found "warroom\.scenario\/1"/);
    assert.equal(
      refusal(changedAt(exampleRecordJson(), ['seed'], undefined)),
      `${WHERE}: seed: missing`,
    );
    assert.match(
      refusal(changedAt(exampleRecordJson(), ['choices', 0], 3)),
      /^game\.json: choices\[0\]: /,
    );
  });

  it('issue 5 Versioned: a record of another format version says which it found and which this engine reads', () => {
    const json = changedAt(exampleRecordJson(), ['format'], 'warroom.game-record/0');
    assert.equal(
      refusal(json),
      `${WHERE}: format: a game record of version "warroom.game-record/0"; this engine reads "${RECORD_FORMAT}" only`,
    );
  });

  it('issue 5 Versioned: a rules version must be a whole number of at least 1', () => {
    assert.match(refusal(changedAt(exampleRecordJson(), ['rules'], 'new')), /^game\.json: rules: /);
    const json = changedAt(exampleRecordJson(), ['rules'], RULES_VERSION);
    assert.equal(parseGameRecord(json, WHERE).rules, RULES_VERSION);
  });
});
