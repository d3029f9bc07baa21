import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Choice } from '../choice.js';
import type { GameRecord } from '../record.js';
import { replay } from '../record.js';
import { RULES_VERSION } from '../rules-version.js';
import { parseGameRecord } from './parse-record.js';
import { exampleRecordJson } from './record-fixture.js';

/** The example record with its first choice made illegal (a unit it has not) and the rules version given. */
function refusedRecord(rules: number | undefined): GameRecord {
  const record = parseGameRecord(exampleRecordJson(), 'game.json');
  const unknown: Choice = { kind: 'deploy', unit: 'no-such-unit', at: [1, 1], facing: 0 };
  return {
    ...record,
    ...(rules === undefined ? {} : { rules }),
    choices: [unknown, ...record.choices.slice(1)],
  };
}

describe('issue 5 Versioned: a refused decision says when the record was made with other rules', () => {
  it('issue 5 Versioned: a record of this rules version: the refusal is the rule only', () => {
    const illegal = replay(refusedRecord(RULES_VERSION)).illegal;
    assert.equal(illegal?.index, 0);
    assert.doesNotMatch(illegal?.message ?? '', /rules version/);
  });

  it('issue 5 Versioned: a record of another rules version: the refusal names both versions', () => {
    const older = RULES_VERSION + 1;
    const message = replay(refusedRecord(older)).illegal?.message ?? '';
    assert.ok(
      message.endsWith(
        `(recorded with rules version ${older}; this engine is rules version ${RULES_VERSION}: the rules have changed since)`,
      ),
      message,
    );
  });

  it('issue 5 Versioned: a record made before rules versions were kept: the refusal says so', () => {
    const message = replay(refusedRecord(undefined)).illegal?.message ?? '';
    assert.ok(
      message.endsWith(
        `(recorded before rules versions were kept (no "rules"); this engine is rules version ${RULES_VERSION}: the rules may have changed since)`,
      ),
      message,
    );
  });
});
