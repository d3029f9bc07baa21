import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { forceList, testland, unit } from '../testing/orbat-fixture.js';
import { type ForceReport, validateForceList } from './validate.js';

const TESTLAND = [testland()];

/** A Battle list whose Faction Battlegroup holds these units after its Commander. */
function withMain(...units: ReturnType<typeof unit>[]): ForceReport {
  return validateForceList(
    forceList('battle', [['main', [unit('command-platoon', 'basic', { tag: 'cmd' }), ...units]]]),
    TESTLAND,
  );
}

function errorsOf(report: ForceReport): string[] {
  return report.errors.map((e) => `${e.path}: ${e.message}`);
}

describe('rulebook p.46 Transport Capacity: X Infantry models for each model of the Transport', () => {
  it('glossary: Capacity (X): four Infantry models Embark on two Carriers with Capacity (3): 6 places', () => {
    assert.deepEqual(
      errorsOf(
        withMain(
          unit('carriers', 'basic', { tag: 't' }),
          unit('rifle-platoon', 'basic', { embarkedOn: 't' }),
        ),
      ),
      [],
    );
  });

  it('eight models do not fit in 6 places, and fit in a Reinforced unit of four Carriers', () => {
    const tooMany = withMain(
      unit('carriers', 'basic', { tag: 't' }),
      unit('rifle-platoon', 'reinforced', { embarkedOn: 't' }),
    );
    assert.deepEqual(errorsOf(tooMany), [
      'battlegroups[0].units[2].embarkedOn: Rifle Platoon (Reinforced) in battlegroup 1 "Main Battlegroup": 8 Infantry models do not fit in Carriers (Basic) "t": its Transport Capacity is 6, Capacity (3) for each of its 2 models (rulebook p.46)',
    ]);
    assert.deepEqual(
      errorsOf(
        withMain(
          unit('carriers', 'reinforced', { tag: 't' }),
          unit('rifle-platoon', 'reinforced', { embarkedOn: 't' }),
        ),
      ),
      [],
    );
  });

  it('a Transport unit can carry a single Infantry unit', () => {
    const report = withMain(
      unit('carriers', 'reinforced', { tag: 't' }),
      unit('rifle-platoon', 'basic', { embarkedOn: 't' }),
      unit('rifle-platoon', 'basic', { embarkedOn: 't' }),
    );
    assert.equal(report.errors.length, 1);
    assert.equal(report.errors[0]?.path, 'battlegroups[0].units[3].embarkedOn');
    assert.match(
      report.errors[0]?.message ?? '',
      /Carriers \(Reinforced\) "t" already carries Rifle Platoon \(Basic\): a Transport unit can carry a single Infantry unit/,
    );
  });

  it('only Infantry Embark, and only on a Transport unit', () => {
    assert.match(
      errorsOf(
        withMain(
          unit('carriers', 'basic', { tag: 't' }),
          unit('lancers', 'basic', { embarkedOn: 't' }),
        ),
      )[0] ?? '',
      /only an Infantry unit can Embark on a Transport unit/,
    );
    assert.match(
      errorsOf(
        withMain(
          unit('tanks', 'basic', { tag: 't' }),
          unit('rifle-platoon', 'basic', { embarkedOn: 't' }),
        ),
      )[0] ?? '',
      /Tanks is not a Transport unit/,
    );
  });

  it('a tag that names no unit, or the unit itself', () => {
    assert.match(
      errorsOf(withMain(unit('rifle-platoon', 'basic', { embarkedOn: 'nowhere' })))[0] ?? '',
      /embarkedOn: .*no unit of the list has the tag "nowhere"/,
    );
    assert.match(
      errorsOf(withMain(unit('carriers', 'basic', { tag: 't', embarkedOn: 't' })))[0] ?? '',
      /a unit cannot carry itself/,
    );
  });

  it('the Transport may be in another Battlegroup', () => {
    const list = forceList('battle', [
      ['main', [unit('command-platoon'), unit('rifle-platoon', 'basic', { embarkedOn: 't' })]],
      ['armour', [unit('command-tank'), unit('carriers', 'basic', { tag: 't' })]],
    ]);
    assert.deepEqual(validateForceList(list, TESTLAND).errors, []);
  });
});

describe('Embarking in force lists: Bulky, Spacious and Restricted Access (X)', () => {
  it('glossary: Bulky: Bulky Infantry count as two models each: three fill six places, six do not fit', () => {
    assert.deepEqual(
      errorsOf(
        withMain(
          unit('carriers', 'basic', { tag: 't' }),
          unit('ogre-platoon', 'basic', { embarkedOn: 't' }),
        ),
      ),
      [],
    );
    const report = withMain(
      unit('carriers', 'basic', { tag: 't' }),
      unit('ogre-platoon', 'reinforced', { embarkedOn: 't' }),
    );
    assert.match(
      errorsOf(report)[0] ?? '',
      /12 Infantry models \(Bulky: each model counts as two\) do not fit .* Transport Capacity is 6/,
    );
  });

  it('glossary: Spacious ignores Bulky; glossary: Restricted Access (X) takes only X units', () => {
    // Wagons: Capacity (2) x 3 models = 6 places, Spacious, Restricted Access (Commander).
    const list = forceList('battle', [
      [
        'main',
        [
          unit('command-platoon', 'basic', { embarkedOn: 'w' }),
          unit('wagons', 'basic', { tag: 'w' }),
        ],
      ],
    ]);
    assert.deepEqual(validateForceList(list, TESTLAND).errors, []);
    assert.match(
      errorsOf(
        withMain(
          unit('wagons', 'basic', { tag: 'w' }),
          unit('rifle-platoon', 'basic', { embarkedOn: 'w' }),
        ),
      )[0] ?? '',
      /Wagons can only carry Commander units \(glossary: Restricted Access \(X\)\)/,
    );
  });
});

describe('Loaded units in force lists: Carrier (X) and Heavy Carrier (X)', () => {
  it('glossary: Carrier (X): each model carries one Basic X unit', () => {
    assert.deepEqual(
      errorsOf(
        withMain(unit('limbers', 'basic', { tag: 'l' }), unit('guns', 'basic', { loadedOn: 'l' })),
      ),
      [],
    );
    const two = withMain(
      unit('limbers', 'basic', { tag: 'l' }),
      unit('guns', 'basic', { loadedOn: 'l' }),
      unit('guns', 'basic', { loadedOn: 'l' }),
    );
    assert.match(
      errorsOf(two)[0] ?? '',
      /units\[3\]\.loadedOn: .*Limbers \(Basic\) "l" is full: each of its 1 models carries one unit/,
    );
    assert.match(
      errorsOf(
        withMain(
          unit('limbers', 'reinforced', { tag: 'l' }),
          unit('guns', 'reinforced', { loadedOn: 'l' }),
        ),
      )[0] ?? '',
      /Carrier \(X\) carries Basic units only/,
    );
  });

  it('glossary: Heavy Carrier (X): each model carries two Basic X units or one Reinforced', () => {
    assert.deepEqual(
      errorsOf(
        withMain(
          unit('tractors', 'basic', { tag: 'h' }),
          unit('guns', 'basic', { loadedOn: 'h' }),
          unit('guns', 'basic', { loadedOn: 'h' }),
        ),
      ),
      [],
    );
    assert.deepEqual(
      errorsOf(
        withMain(
          unit('tractors', 'basic', { tag: 'h' }),
          unit('guns', 'reinforced', { loadedOn: 'h' }),
        ),
      ),
      [],
    );
    const over = withMain(
      unit('tractors', 'basic', { tag: 'h' }),
      unit('guns', 'reinforced', { loadedOn: 'h' }),
      unit('guns', 'basic', { loadedOn: 'h' }),
    );
    assert.match(
      errorsOf(over)[0] ?? '',
      /units\[3\]\.loadedOn: .*is full: each of its 1 models carries two Basic units or one Reinforced unit/,
    );
  });

  it('glossary: Carrier (X): only units with the X trait, never Transports, and only on a Carrier', () => {
    assert.match(
      errorsOf(
        withMain(
          unit('limbers', 'basic', { tag: 'l' }),
          unit('rifle-platoon', 'basic', { loadedOn: 'l' }),
        ),
      )[0] ?? '',
      /Limbers can only carry Gun Carriage units/,
    );
    assert.match(
      errorsOf(
        withMain(
          unit('limbers', 'basic', { tag: 'l' }),
          unit('armoured-guns', 'basic', { loadedOn: 'l' }),
        ),
      )[0] ?? '',
      /units with the Transport or Behemoth traits cannot be carried/,
    );
    assert.match(
      errorsOf(
        withMain(unit('tanks', 'basic', { tag: 'l' }), unit('guns', 'basic', { loadedOn: 'l' })),
      )[0] ?? '',
      /Tanks has neither Carrier \(X\) nor Heavy Carrier \(X\)/,
    );
    assert.match(
      errorsOf(
        withMain(
          unit('carriers', 'basic', { tag: 't' }),
          unit('guns', 'basic', { loadedOn: 't', embarkedOn: 't' }),
        ),
      )[0] ?? '',
      /either Embarked or Loaded, not both/,
    );
  });
});
