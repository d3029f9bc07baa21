import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { GLOSSARY_SPECIAL_RULES, GLOSSARY_WEAPON_QUALITIES } from './glossary-names.js';
import { ruleNameDoubt } from './rule-names.js';

// From packages/forces/dist/glossary/ up to the directory that holds the repository and the rules texts.
const SEEDS = fileURLToPath(new URL('../../../../../shared/seeds/', import.meta.url));
const glossaryFile = existsSync(SEEDS)
  ? readdirSync(SEEDS).find((name) => name.startsWith('003_'))
  : undefined;

/** The entry headings of the glossary text: everything between "SPECIAL RULES" and the change log. */
function glossaryHeadings(text: string): string[] {
  const headings = text
    .split('\n')
    .filter((line) => line.startsWith('#'))
    .map((line) => line.replace(/^#+ /, '').trim());
  const from = headings.indexOf('X VALUES') + 1;
  const to = headings.findIndex((h) => h.includes('CHANGE LOG'));
  const notEntries = /^(ARMOURED CLASH|WEAPON QUALITIES|DESIGNERS' NOTE.*)$/i;
  return [
    ...new Set(
      headings
        .slice(from, to)
        .filter((h) => !notEntries.test(h))
        .map((h) => h.toUpperCase()),
    ),
  ];
}

describe('glossary v1.07 Beta: the names a profile may use', () => {
  it('the lists hold exactly the entry headings of the glossary text (../shared/seeds)', () => {
    assert.ok(glossaryFile !== undefined, `the rules texts are not at ${SEEDS}`);
    const text = readFileSync(`${SEEDS}${glossaryFile ?? ''}`, 'utf8');
    const ours = [...GLOSSARY_SPECIAL_RULES, ...GLOSSARY_WEAPON_QUALITIES].map((n) =>
      n.toUpperCase(),
    );
    assert.deepEqual(ours, glossaryHeadings(text));
  });

  it('names with or without X, in any case, with straight or curly inch marks', () => {
    for (const name of [
      'Devastating',
      'veteran (2)',
      'Chain of Command (6")',
      'Chain of Command (6”)',
      'Resilient (Front)',
      'Repair',
      'Repair (1)',
      'Carrier (Gun Carriage)',
      'Capacity (3)',
    ]) {
      const kind = ['Devastating'].includes(name) ? 'weaponQuality' : 'specialRule';
      assert.equal(ruleNameDoubt(name, kind), undefined, name);
    }
  });

  it('rules Warroom implements that the glossary does not list (rulebook statuses) are known too', () => {
    assert.equal(ruleNameDoubt('Taking Cover', 'specialRule'), undefined);
  });

  it('doubts: unknown names, a missing X, a quality named as a special rule', () => {
    assert.equal(
      ruleNameDoubt('Sturdy', 'specialRule'),
      '"Sturdy" is not in the Glossary of Rules & Qualities v1.07 Beta',
    );
    assert.equal(
      ruleNameDoubt('Sponsons', 'specialRule'),
      '"Sponsons" needs its X value, as in Sponsons (X)',
    );
    assert.equal(
      ruleNameDoubt('Torrent', 'specialRule'),
      '"Torrent" is a weapon quality in the glossary, not a special rule',
    );
    assert.equal(
      ruleNameDoubt('Bulky', 'weaponQuality'),
      '"Bulky" is a special rule in the glossary, not a weapon quality',
    );
  });
});
