import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { SAMPLE_ORBATS_DIR, loadOrbatDirectory } from '../files/load-files.js';
import { type ForceList, forceListSchema } from '../force-list/force-list-schema.js';
import { FORCE_SCALES } from '../force-list/force-scale.js';
import { resolveForce } from '../force-list/resolve-force.js';
import type { Orbat } from '../orbat/orbat.js';
import { REINFORCEMENT_LEVELS } from '../orbat/vocabulary.js';
import { canonicalForceList } from '../testing/canonical-force-list.js';
import { forceText } from './force-text.js';
import { parseForceText } from './parse-force-text.js';

const SAMPLES = loadOrbatDirectory(SAMPLE_ORBATS_DIR).map((l) => l.orbat);

/** Free text with what could confuse a reader of lines: breaks, escapes, separators, keywords. */
const freeText = fc
  .string({
    unit: fc.oneof(
      fc.constantFrom('\\', 'n', 'r', '\n', '\r', '\t', ' ', '  ', ' — ', '—', '[t1]', '(', ')'),
      fc.constantFrom('Notes: ', 'Total: ', ' pts', 'Basic', 'Valid', '“', '"', "'"),
      fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
    ),
    minLength: 1,
    maxLength: 12,
  })
  .filter((text) => text.trim() !== '');

const TAGS = ['t1', 't2', 'T_3-x'];

function optional<T>(key: string, value: fc.Arbitrary<T>): fc.Arbitrary<Record<string, T>> {
  return fc.option(value, { nil: undefined }).map((v) => (v === undefined ? {} : { [key]: v }));
}

/** An ORBAT entry named by id or by name (in upper or lower case), or now and then one the ORBAT lacks. */
function reference(
  entries: readonly { id: string; name: string }[],
  missing: string,
): fc.Arbitrary<string> {
  const known = entries.flatMap((e) => [e.id, e.name, e.name.toUpperCase()]);
  return fc.oneof({ weight: 9, arbitrary: fc.constantFrom(...known) }, fc.constant(missing));
}

function listedUnit(orbat: Orbat): fc.Arbitrary<Record<string, unknown>> {
  return fc
    .tuple(
      reference(orbat.units, 'nobody'),
      fc.constantFrom(...REINFORCEMENT_LEVELS),
      optional('tag', fc.constantFrom(...TAGS)),
      optional('embarkedOn', fc.constantFrom(...TAGS)),
      optional('loadedOn', fc.constantFrom(...TAGS)),
      optional('towedBy', fc.constantFrom(...TAGS)),
      optional('attachedTo', fc.constantFrom(...TAGS)),
      optional('points', fc.nat({ max: 500 })),
      optional('notes', freeText),
    )
    .map(
      ([unit, level, ...extra]) =>
        Object.assign({ unit, level }, ...extra) as Record<string, unknown>,
    );
}

function battlegroup(orbat: Orbat): fc.Arbitrary<Record<string, unknown>> {
  return fc
    .tuple(
      reference(orbat.battlegroups, 'ghost-battlegroup'),
      fc.array(listedUnit(orbat), { maxLength: 6 }),
      optional('name', freeText),
      optional('notes', freeText),
    )
    .map(
      ([ref, units, ...extra]) =>
        Object.assign({ battlegroup: ref, units }, ...extra) as Record<string, unknown>,
    );
}

/** A force list built from one of the sample ORBATs (data/orbats), valid or not. */
const sampleForceList: fc.Arbitrary<ForceList> = fc
  .constantFrom(...SAMPLES)
  .chain((orbat) =>
    fc.tuple(
      fc.constantFrom(orbat.faction, orbat.faction.toLowerCase(), 'Atlantis'),
      fc.constantFrom(...FORCE_SCALES),
      fc.array(battlegroup(orbat), { minLength: 1, maxLength: 4 }),
      optional('pointsLimit', fc.integer({ min: 1, max: 5000 })),
      optional('name', freeText),
      optional('notes', freeText),
    ),
  )
  .map(([faction, forceScale, battlegroups, ...extra]) =>
    forceListSchema.parse(
      Object.assign(
        { format: 'warroom.force-list/1', faction, forceScale, battlegroups },
        ...extra,
      ),
    ),
  );

function print(list: ForceList, verdict: string): string {
  return forceText(resolveForce(list, SAMPLES).force, verdict);
}

describe('rulebook p.56 Writing a Force List: the printed list is the list', () => {
  it('rulebook p.56: print then parse gives back the list, units and battlegroups by ORBAT id (fast-check, sample ORBATs)', () => {
    const verdict = fc.constantFrom(
      'Valid (rulebook p.56).',
      'NOT valid: 2 errors (warroom force validate lists them).',
    );
    fc.assert(
      fc.property(sampleForceList, verdict, (list, said) => {
        const canonical = canonicalForceList(list, SAMPLES);
        const text = print(list, said);
        assert.equal(print(canonical, said), text);
        assert.deepEqual(parseForceText(text, SAMPLES, 'generated').forceList, canonical);
      }),
      { numRuns: 300 },
    );
  });
});
