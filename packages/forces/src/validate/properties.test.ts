import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { REINFORCEMENT_LEVELS } from '../orbat/vocabulary.js';
import { forceList, testland } from '../testing/orbat-fixture.js';
import { validateForceList } from './validate.js';

const TESTLAND = testland();
const ORBATS = [TESTLAND];

const listedUnit = fc.record({
  unit: fc.constantFrom(...TESTLAND.units.map((u) => u.id), 'nobody'),
  level: fc.constantFrom(...REINFORCEMENT_LEVELS),
});
const battlegroup = fc.tuple(
  fc.constantFrom(...TESTLAND.battlegroups.map((b) => b.id)),
  fc.array(listedUnit, { maxLength: 5 }),
);
const randomList = fc.record({
  scale: fc.constantFrom('skirmish', 'battle', 'cataclysm'),
  battlegroups: fc.array(battlegroup, { minLength: 1, maxLength: 4 }),
});

/** The Points Value of a unit at a level, read straight from the ORBAT (0 when it has none). */
function pointsOf(id: string, level: (typeof REINFORCEMENT_LEVELS)[number]): number {
  return TESTLAND.units.find((u) => u.id === id)?.levels[level]?.points ?? 0;
}

describe('rulebook p.56 force list validation: invariants', () => {
  it('never throws, whatever the input; every finding has a path and a message', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.jsonValue()), (input) => {
        const report = validateForceList(input, ORBATS);
        assert.equal(report.valid, report.errors.length === 0);
        for (const finding of [...report.errors, ...report.warnings]) {
          assert.ok(finding.path.length > 0 && finding.message.length > 0);
        }
      }),
    );
  });

  it('rulebook p.55: the points are the sum of the units at their levels; valid means no errors', () => {
    fc.assert(
      fc.property(randomList, ({ scale, battlegroups }) => {
        const report = validateForceList(forceList(scale, battlegroups), ORBATS);
        const sum = battlegroups
          .flatMap(([, units]) => units)
          .reduce((s, u) => s + pointsOf(u.unit, u.level), 0);
        assert.equal(report.points, sum);
        assert.equal(report.valid, report.errors.length === 0);
      }),
    );
  });

  it('errors come in the order of the file: by battlegroup, then by unit', () => {
    fc.assert(
      fc.property(randomList, ({ scale, battlegroups }) => {
        const places = validateForceList(forceList(scale, battlegroups), ORBATS).errors.map((e) => {
          const match = /^battlegroups\[(\d+)\](?:\.units\[(\d+)\])?/.exec(e.path);
          return match === null
            ? [-1, -1]
            : [Number(match[1]), match[2] === undefined ? -1 : Number(match[2])];
        });
        for (let i = 1; i < places.length; i++) {
          const [b0 = 0, u0 = 0] = places[i - 1] ?? [];
          const [b1 = 0, u1 = 0] = places[i] ?? [];
          assert.ok(b0 < b1 || (b0 === b1 && u0 <= u1), JSON.stringify(places));
        }
      }),
    );
  });

  it('the order of the battlegroups does not change the verdict or the number of errors', () => {
    fc.assert(
      fc.property(randomList, ({ scale, battlegroups }) => {
        const forwards = validateForceList(forceList(scale, battlegroups), ORBATS);
        const backwards = validateForceList(forceList(scale, [...battlegroups].reverse()), ORBATS);
        assert.equal(backwards.valid, forwards.valid);
        assert.equal(backwards.points, forwards.points);
        assert.equal(backwards.errors.length, forwards.errors.length);
      }),
    );
  });

  it('rulebook p.55: a list that is otherwise valid is valid exactly when its points fit the Points Limit', () => {
    const units = [
      [
        'main',
        [
          { unit: 'command-platoon', level: 'reinforced' },
          { unit: 'tanks', level: 'reinforced' },
        ],
      ],
    ] as [string, { unit: string; level: string }[]][];
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 600 }), (pointsLimit) => {
        const report = validateForceList(forceList('battle', units, { pointsLimit }), ORBATS);
        assert.equal(report.valid, pointsLimit >= 90 + 190);
      }),
    );
  });
});
