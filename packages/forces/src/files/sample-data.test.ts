import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { LEVELS_ALLOWED } from '../force-list/force-scale.js';
import type { Orbat } from '../orbat/orbat.js';
import { unitHasTrait } from '../orbat/traits.js';
import { UNIT_TYPES } from '@warroom/armoured-clash';
import { BEHEMOTH, COMMANDER, TRANSPORT } from '../orbat/vocabulary.js';
import { validateForceList } from '../validate/validate.js';
import { SAMPLE_ORBATS_DIR, loadOrbatDirectory, readJsonFile } from './load-files.js';

const FORCES_DIR = fileURLToPath(new URL('../../../../data/forces/', import.meta.url));
const LOADED = loadOrbatDirectory(SAMPLE_ORBATS_DIR);
const ORBATS = LOADED.map((l) => l.orbat);

function orbatOf(faction: string): Orbat {
  const orbat = ORBATS.find((o) => o.faction === faction);
  assert.ok(orbat !== undefined, `no ${faction} ORBAT in data/orbats`);
  return orbat;
}

/** A battlegroup of a list: units written `id` (Basic) or `id:level`, `>tag` to embark on a tag, `#tag` to tag. */
function bg(battlegroup: string, ...units: string[]): object {
  return {
    battlegroup,
    units: units.map((text) => {
      const [head = '', ...marks] = text.split(' ');
      const [unit, level = 'basic'] = head.split(':');
      const tag = marks.find((m) => m.startsWith('#'))?.slice(1);
      const embarkedOn = marks.find((m) => m.startsWith('>'))?.slice(1);
      return {
        unit,
        level,
        ...(tag === undefined ? {} : { tag }),
        ...(embarkedOn === undefined ? {} : { embarkedOn }),
      };
    }),
  };
}

function list(faction: string, forceScale: string, ...battlegroups: object[]): object {
  return { format: 'warroom.force-list/1', faction, forceScale, battlegroups };
}

/** Forces at every Force Scale, built from the sample ORBATs alone. */
const FORCES = [
  list(
    'Crown',
    'skirmish',
    bg(
      'crown-faction-battlegroup',
      'rifle-command-platoon',
      'rifle-platoon >t',
      'stirling-armoured-transports #t',
      'field-gun-battery',
      'lancer-squadron',
      'galahad-main-battle-tanks',
      'mordred-heavy-artillery',
      'kestrel-gyro-squadron',
      'harrier-fighter-squadron',
      'bulwark-redoubt',
    ),
  ),
  list(
    'Crown',
    'cataclysm',
    bg(
      'crown-faction-battlegroup',
      'rifle-command-platoon:fullStrength',
      'rifle-platoon:fullStrength >t',
      'stirling-armoured-transports:fullStrength #t',
      'rifle-platoon:reinforced',
      'field-gun-battery:fullStrength',
      'lancer-squadron:fullStrength',
      'galahad-main-battle-tanks:fullStrength',
      'mordred-heavy-artillery:fullStrength',
      'kestrel-gyro-squadron:reinforced',
      'harrier-fighter-squadron:fullStrength',
      'bulwark-redoubt:reinforced',
    ),
    bg('super-heavy-auxiliary-battlegroup', 'lionheart-landship'),
    bg(
      'armoured-auxiliary-battlegroup',
      'galahad-command-tank:fullStrength',
      'galahad-main-battle-tanks:fullStrength',
    ),
    bg('queens-champion', 'the-queens-champion'),
  ),
  list(
    'Imperium',
    'skirmish',
    bg(
      'imperium-faction-battlegroup',
      'grenadier-command-company',
      'grenadier-company',
      'sturm-pioneer-company >w',
      'wolfsrudel-armoured-transports #w',
      'feldkanone-battery',
      'uhlan-squadron',
      'stahlfaust-battle-tanks',
      'donnerkeil-siege-mortars',
      'falke-gyro-squadron',
      'adler-fighter-squadron',
      'feldbunker',
    ),
  ),
  list(
    'Imperium',
    'cataclysm',
    bg(
      'imperium-faction-battlegroup',
      'grenadier-command-company:fullStrength',
      'grenadier-company:fullStrength >w',
      'wolfsrudel-armoured-transports:fullStrength #w',
      'sturm-pioneer-company:fullStrength',
      'feldkanone-battery:fullStrength',
      'uhlan-squadron:fullStrength',
      'stahlfaust-battle-tanks:fullStrength',
      'donnerkeil-siege-mortars:fullStrength',
      'falke-gyro-squadron:reinforced',
      'adler-fighter-squadron:fullStrength',
      'feldbunker:reinforced',
    ),
    bg('super-heavy-auxiliary-battlegroup', 'reichsfaust-landship #r', 'grenadier-company >r'),
    bg('iron-baron', 'the-iron-baron'),
    bg(
      'panzer-auxiliary-battlegroup',
      'stahlfaust-command-tank:reinforced',
      'stahlfaust-battle-tanks',
    ),
  ),
];

describe('data/orbats: sample ORBATs, clearly labelled', () => {
  it('every file loads without errors or warnings and says it holds sample values', () => {
    assert.ok(LOADED.length >= 2);
    for (const { orbat, warnings } of LOADED) {
      assert.deepEqual(warnings, [], orbat.faction);
      assert.equal(orbat.sample, true, orbat.faction);
      assert.match(orbat.notice ?? '', /^SAMPLE VALUES, NOT THE OFFICIAL ORBAT\./, orbat.faction);
      assert.match(orbat.name, /sample/i);
    }
  });

  it('rulebook p.48-49: Crown and Imperium each field every Unit Type, a Behemoth, a Transport and Commanders', () => {
    for (const faction of ['Crown', 'Imperium']) {
      const orbat = orbatOf(faction);
      for (const type of UNIT_TYPES)
        assert.ok(
          orbat.units.some((u) => u.type === type),
          `${faction}: ${type}`,
        );
      for (const trait of [BEHEMOTH, TRANSPORT, COMMANDER]) {
        assert.ok(
          orbat.units.some((u) => unitHasTrait(u, trait)),
          `${faction}: ${trait}`,
        );
      }
      const kinds = new Set(orbat.battlegroups.map((b) => b.kind));
      assert.deepEqual([...kinds].sort(), ['auxiliary', 'faction', 'heroic']);
    }
  });

  it('rulebook p.55: every unit can be taken at a Skirmish (it has a Basic level)', () => {
    for (const orbat of ORBATS) {
      for (const unit of orbat.units) {
        assert.ok(
          Object.keys(unit.levels).some((l) => LEVELS_ALLOWED.skirmish.some((a) => a === l)),
          unit.name,
        );
      }
    }
  });
});

describe('rulebook p.52-56: valid forces at every Force Scale from the sample ORBATs', () => {
  for (const force of FORCES) {
    const { faction, forceScale } = force as { faction: string; forceScale: string };
    it(`${faction} at ${forceScale}`, () => {
      const report = validateForceList(force, ORBATS);
      assert.deepEqual(report.errors, []);
      assert.deepEqual(report.warnings, []);
      assert.ok(report.points > 0);
    });
  }

  it('rulebook p.52, p.55: data/forces holds one valid force per sample faction at every Force Scale, named faction-scale.json', () => {
    const files = readdirSync(FORCES_DIR).filter((f) => f.endsWith('.json'));
    const found = files.map((file) => {
      const json = readJsonFile(`${FORCES_DIR}${file}`) as { faction: string; forceScale: string };
      const report = validateForceList(json, ORBATS);
      assert.deepEqual(report.errors, [], file);
      assert.deepEqual(report.warnings, [], file);
      assert.equal(file, `${json.faction.toLowerCase()}-${json.forceScale}.json`);
      return `${json.faction} ${json.forceScale}`;
    });
    const expected = ORBATS.flatMap((o) =>
      Object.keys(LEVELS_ALLOWED).map((scale) => `${o.faction} ${scale}`),
    );
    assert.deepEqual(found.sort(), expected.sort());
  });
});
