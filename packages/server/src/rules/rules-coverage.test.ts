import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { RULES_COVERAGE_PATH } from '../data-paths.js';
import { rulesRoutes } from '../http/rules-routes.js';
import { parseRulesCoverage } from './rules-coverage.js';

describe('the rules coverage table, for the Rules page', () => {
  it('reads each row: group, entry, source, status and our note, not the tests column', () => {
    const rules = parseRulesCoverage(
      [
        '# Rules coverage',
        '## Rulebook',
        '| section | source | status | tests | notes |',
        '| ------- | ------ | ------ | ----- | ----- |',
        '| Ready Phase A: Bids | rulebook p.20 | done | a.test.ts | a card of Value 0 |',
        '| Flank Attack | rulebook p.21 | not yet | | |',
        '## Glossary: weapon qualities',
        '| entry | source | status | tests | notes |',
        '| ----- | ------ | ------ | ----- | ----- |',
        '| Arc Fire | glossary p.9 | partial | b.test.ts | no Line of Sight needed |',
      ].join('\n'),
    );
    assert.deepEqual(rules, [
      {
        group: 'Rulebook',
        entry: 'Ready Phase A: Bids',
        source: 'rulebook p.20',
        status: 'done',
        summary: 'a card of Value 0',
      },
      {
        group: 'Rulebook',
        entry: 'Flank Attack',
        source: 'rulebook p.21',
        status: 'not yet',
        summary: '',
      },
      {
        group: 'Glossary: weapon qualities',
        entry: 'Arc Fire',
        source: 'glossary p.9',
        status: 'partial',
        summary: 'no Line of Sight needed',
      },
    ]);
  });

  it('lists every row of docs/rules-coverage.md through GET /api/rules', async () => {
    const markdown = readFileSync(RULES_COVERAGE_PATH, 'utf8');
    const rows = markdown
      .split('\n')
      .filter((line) => /^\|[^|]*\|[^|]*\|\s*(done|partial|not yet)\s*\|/.test(line));
    const route = rulesRoutes()[0];
    assert.ok(route !== undefined);
    const answer = (await route.handler({} as never)) as {
      status: number;
      body: { rules: ReturnType<typeof parseRulesCoverage> };
    };
    assert.equal(answer.status, 200);
    assert.equal(answer.body.rules.length, rows.length);
    assert.ok(rows.length > 300);
    const groups = new Set(answer.body.rules.map((r) => r.group));
    assert.deepEqual(
      [...groups],
      ['Rulebook', 'Glossary: special rules', 'Glossary: weapon qualities'],
    );
    assert.ok(answer.body.rules.every((r) => /^(rulebook|glossary)/.test(r.source)));
  });
});
