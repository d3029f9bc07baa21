// A small made-up BattleScribe game system and catalogue ("Testland") for the
// import tests, written to use the format's idioms one by one: shared entries
// and entry links, info links to shared profiles and rules, unit profiles set
// by modifiers per Reinforcement level, costs, category links, constraints,
// force entries, nested selection entry groups, and some oddities.

const NS = 'http://www.battlescribe.net/schema';

/** A characteristic list: `[name, value]` pairs. */
function characteristics(pairs: readonly (readonly [string, string])[]): string {
  return pairs
    .map(([name, value]) =>
      value === ''
        ? `<characteristic name="${name}" typeId="${typeId(name)}"/>`
        : `<characteristic name="${name}" typeId="${typeId(name)}">${value}</characteristic>`,
    )
    .join('');
}

/** Characteristic type ids made from names: `Damage Limit` → `ct-damage-limit`. */
export function typeId(name: string): string {
  return `ct-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}

/** A unit profile with Models and VPR left empty for modifiers to set. */
export function unitProfile(
  id: string,
  name: string,
  stats: { target: string; size: string; speed: string; defence: string; damage: string },
  modifiers = '',
): string {
  return `<profile id="${id}" name="${name}" typeId="pt-unit" typeName="Unit">
    <characteristics>${characteristics([
      ['Target Category', stats.target],
      ['Size', stats.size],
      ['Models', ''],
      ['VPR', ''],
      ['Speed', stats.speed],
      ['Defence', stats.defence],
      ['Damage Limit', stats.damage],
      ['Discipline', '7'],
      ['Break Limit', '-'],
    ])}</characteristics>${modifiers === '' ? '' : `<modifiers>${modifiers}</modifiers>`}
  </profile>`;
}

/** A weapon row profile with columns `1-4`, `5-8`. */
export function weapon(
  id: string,
  name: string,
  range: string,
  dice: [string, string],
  qualities = '-',
): string {
  return `<profile id="${id}" name="${name}" typeId="pt-weapon" typeName="Weapon">
    <characteristics>${characteristics([
      ['Range', range],
      ['1-4', dice[0]],
      ['5-8', dice[1]],
      ['Qualities', qualities],
    ])}</characteristics>
  </profile>`;
}

function rulesProfile(id: string, rules: string): string {
  return `<profile id="${id}" name="Special Rules" typeId="pt-rules" typeName="Special Rules">
    <characteristics>${characteristics([['Special Rules', rules]])}</characteristics>
  </profile>`;
}

function set(field: string, value: string, when = ''): string {
  return `<modifier type="set" field="${typeId(field)}" value="${value}">${when}</modifier>`;
}

/** A condition: the level option `childId` is selected in the unit. */
function chosen(childId: string): string {
  return `<conditions><condition type="greaterThan" value="0" field="selections" scope="parent" childId="${childId}"/></conditions>`;
}

function cost(points: number): string {
  return `<costs><cost name="pts" typeId="pts" value="${points}"/></costs>`;
}

function categories(...links: string[]): string {
  return `<categoryLinks>${links
    .map((link, i) => {
      const [target, primary] = link.split(':');
      return `<categoryLink id="cl-${target}-${i}" name="${target}" targetId="${target}" primary="${primary === 'primary'}"/>`;
    })
    .join('')}</categoryLinks>`;
}

const MIN_ONE =
  '<constraints><constraint id="c-min" type="min" value="1" field="selections" scope="parent"/></constraints>';

export const TEST_GAME_SYSTEM_ID = 'sys-test-0001';

/** The game system: categories, the shared level entries, a shared weapon and rule. */
export function testGameSystemXml(): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<gameSystem id="${TEST_GAME_SYSTEM_ID}" name="Test System" revision="1" xmlns="${NS}/gameSystemSchema">
  <costTypes><costType id="pts" name="pts"/></costTypes>
  <categoryEntries>
    <categoryEntry id="infantry" name="Infantry"/>
    <categoryEntry id="armor" name="Armor"/>
    <categoryEntry id="light" name="Light"/>
    <categoryEntry id="heavy" name="Heavy"/>
    <categoryEntry id="transport" name="Transport"/>
    <categoryEntry id="testland" name="Testland"/>
    <categoryEntry id="infantry-armor" name="Infantry/Armor"/>
    <categoryEntry id="commander" name="Commander">
      <constraints>
        <constraint id="cmd-min" type="min" value="1" field="selections" scope="force"/>
        <constraint id="cmd-max" type="max" value="1" field="selections" scope="force"/>
      </constraints>
    </categoryEntry>
  </categoryEntries>
  <sharedSelectionEntries>
    <selectionEntry id="level-basic" name="Basic" type="upgrade"/>
    <selectionEntry id="level-reinforced" name="Reinforced" type="upgrade"/>
  </sharedSelectionEntries>
  <sharedProfiles>${weapon('rifles', 'Ranged (Light)', '10&quot;/20&quot;', ['2', '4'])}</sharedProfiles>
  <sharedRules><rule id="rule-stoic" name="Stoic Defence"><description>Holds.</description></rule></sharedRules>
</gameSystem>`;
}

const LINE_INFANTRY = `<selectionEntry id="line-infantry" name="Line  Infantry" type="unit">
  ${categories('testland', 'infantry:primary', 'light')}
  <profiles>
    ${rulesProfile('line-rules', 'Veteran (1), Made-up Rule')}
    ${unitProfile(
      'line-profile',
      'Line Infantry',
      { target: 'Light', size: '1', speed: '5&quot;', defence: '2', damage: '2' },
      [
        set('Models', '4', chosen('link-line-basic')),
        set('VPR', '1', chosen('link-line-basic')),
        set('Models', '8', chosen('link-line-reinforced')),
        set('VPR', '2', chosen('link-line-reinforced')),
        `<modifier type="increment" field="${typeId('Speed')}" value="1"><conditions><condition type="atLeast" value="1" field="selections" scope="roster" childId="army-options"/></conditions></modifier>`,
      ].join(''),
    )}
    ${weapon('line-melee', 'Melee', '-', ['3 (5)', '6(10)'], 'Shock')}
  </profiles>
  <infoLinks>
    <infoLink id="link-rifles" name="Ranged (Light)" targetId="rifles" type="profile"/>
    <infoLink id="link-stoic" name="Stoic Defence" targetId="rule-stoic" type="rule"/>
  </infoLinks>
  <constraints><constraint id="line-max" type="max" value="2" field="selections" scope="roster"/></constraints>
  <selectionEntryGroups>
    <selectionEntryGroup id="line-strength" name="Strength">
      ${MIN_ONE}
      <entryLinks>
        <entryLink id="link-line-basic" name="Basic" targetId="level-basic" type="selectionEntry">${cost(40)}</entryLink>
        <entryLink id="link-line-reinforced" name="Reinforced" targetId="level-reinforced" type="selectionEntry">${cost(70)}</entryLink>
      </entryLinks>
    </selectionEntryGroup>
  </selectionEntryGroups>
  <selectionEntries>
    <selectionEntry id="line-flag" name="Regimental Flag" type="upgrade">${cost(5)}</selectionEntry>
  </selectionEntries>
</selectionEntry>`;

/** Command Squad is a shared entry, put in the catalogue by a root entry link; its profile comes with its level. */
const COMMAND_SQUAD = `<selectionEntry id="command-squad" name="Command Squad" type="unit">
  ${categories('testland', 'commander:primary', 'infantry', 'light')}
  <profiles>${rulesProfile('command-rules', 'Command Signals, Chain of Command (6”)')}</profiles>
  <selectionEntries>
    <selectionEntry id="command-weapons" name="Weapons" type="upgrade">
      ${MIN_ONE}
      <profiles>${weapon('command-rifles', 'Ranged (Light)', '8&quot;/16&quot;', ['3', '5'])}</profiles>
    </selectionEntry>
  </selectionEntries>
  <selectionEntryGroups>
    <selectionEntryGroup id="command-arms" name="Close Combat Arms" defaultSelectionEntryId="command-sabres">
      ${MIN_ONE}
      <selectionEntries>
        <selectionEntry id="command-pistols" name="Pistols" type="upgrade"><profiles>${weapon('pistols', 'Melee', '-', ['2', '4'])}</profiles></selectionEntry>
        <selectionEntry id="command-sabres" name="Sabres" type="upgrade"><profiles>${weapon('sabres', 'Melee', '-', ['3', '5'])}</profiles></selectionEntry>
      </selectionEntries>
    </selectionEntryGroup>
    <selectionEntryGroup id="command-strength" name="Strength">
      ${MIN_ONE}
      <entryLinks>
        <entryLink id="link-command-basic" name="Basic" targetId="level-basic" type="selectionEntry">
          <profiles>${unitProfile('command-basic', 'Command Squad', { target: 'Light', size: '1', speed: '5&quot;', defence: '2', damage: '2' }, set('Models', '4') + set('VPR', '2'))}</profiles>
          ${cost(60)}
        </entryLink>
      </entryLinks>
    </selectionEntryGroup>
  </selectionEntryGroups>
</selectionEntry>`;

const IRONCLADS = `<selectionEntry id="ironclads" name="Ironclad Tanks" type="unit">
  ${categories('testland', 'armor:primary', 'heavy')}
  <profiles>
    ${unitProfile('ironclad-profile', 'Ironclad Tanks', { target: 'Heavy', size: '2', speed: '6&quot;', defence: '3', damage: '4' }, set('Models', '2', chosen('link-iron-basic')) + set('VPR', '3', chosen('link-iron-basic')))}
    ${weapon('iron-cannon', 'Ranged (Light/Heavy)', '12&quot;/30&quot;', ['6', '10'], 'Devastating')}
    ${weapon('iron-light', 'Ranged (Light)', '-&quot;/18&quot;', ['4', '8'], 'Indirect')}
    ${weapon('iron-aa', 'Ranged (Aerial)', '10&quot;/20&quot;', ['two', '4'])}
    ${weapon('iron-impact', 'Impact', '-', ['3', '6'])}
  </profiles>
  <constraints><constraint id="iron-per-bg" type="max" value="1" field="selections" scope="force"/></constraints>
  <modifiers>
    <modifier type="set" field="iron-per-bg" value="2"><conditions><condition type="instanceOf" value="1" field="selections" scope="ancestor" childId="faction-bg"/></conditions></modifier>
  </modifiers>
  <entryLinks>
    <entryLink id="iron-missing" name="Smoke Launchers" targetId="not-in-any-file" type="selectionEntry"/>
  </entryLinks>
  <selectionEntryGroups>
    <selectionEntryGroup id="iron-strength" name="Strength">
      <selectionEntryGroups>
        <selectionEntryGroup id="iron-inner" name="Levels">
          <entryLinks>
            <entryLink id="link-iron-basic" name="Basic" targetId="level-basic" type="selectionEntry">${cost(150)}</entryLink>
          </entryLinks>
        </selectionEntryGroup>
      </selectionEntryGroups>
    </selectionEntryGroup>
  </selectionEntryGroups>
</selectionEntry>`;

/** A Transport without Capacity (X): the ORBAT checks refuse it. */
const BROKEN_TRANSPORT = `<selectionEntry id="broken-transport" name="Broken Transport" type="unit">
  ${categories('testland', 'armor:primary', 'heavy', 'transport')}
  <profiles>${unitProfile('broken-profile', 'Broken Transport', { target: 'Heavy', size: '2', speed: '7&quot;', defence: '2', damage: '3' }, set('Models', '2') + set('VPR', '1'))}</profiles>
  ${cost(50)}
</selectionEntry>`;

const NO_PROFILE = `<selectionEntry id="no-profile" name="Paper Regiment" type="unit">
  ${categories('testland', 'infantry:primary', 'light')}
  ${cost(10)}
</selectionEntry>`;

const HIDDEN = `<selectionEntry id="ghosts" name="Ghost Company" type="unit" hidden="true">${categories('infantry:primary')}</selectionEntry>`;

const OPTIONS = `<selectionEntry id="army-options" name="Army Options" type="upgrade">${cost(0)}</selectionEntry>`;

function forceEntry(id: string, name: string, links: string, constraints = ''): string {
  return `<forceEntry id="${id}" name="${name}">${constraints}<categoryLinks>${links}</categoryLinks></forceEntry>`;
}

function link(target: string, min?: number, max?: number): string {
  const constraints = [
    ...(min === undefined
      ? []
      : [
          `<constraint id="${target}-min" type="min" value="${min}" field="selections" scope="parent"/>`,
        ]),
    ...(max === undefined
      ? []
      : [
          `<constraint id="${target}-max" type="max" value="${max}" field="selections" scope="parent"/>`,
        ]),
  ];
  return `<categoryLink id="fl-${target}" name="${target}" targetId="${target}">${constraints.length === 0 ? '' : `<constraints>${constraints.join('')}</constraints>`}</categoryLink>`;
}

/** The Testland catalogue: five units (two cannot be imported), a hidden one, an upgrade, three force entries. */
export function testCatalogueXml(gameSystemId = TEST_GAME_SYSTEM_ID): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<catalogue id="cat-testland" name="Testland" revision="3" gameSystemId="${gameSystemId}" library="false" xmlns="${NS}/catalogueSchema">
  <selectionEntries>${LINE_INFANTRY}${IRONCLADS}${BROKEN_TRANSPORT}${NO_PROFILE}${HIDDEN}${OPTIONS}</selectionEntries>
  <entryLinks><entryLink id="root-command" name="Command Squad" targetId="command-squad" type="selectionEntry"/></entryLinks>
  <sharedSelectionEntries>${COMMAND_SQUAD}</sharedSelectionEntries>
  <forceEntries>
    ${forceEntry('faction-bg', 'Testland Faction Battlegroup', link('commander') + link('infantry', 1, 3) + link('armor', undefined, 2) + link('testland'))}
    ${forceEntry(
      'armoured-bg',
      'Testland Armoured Auxiliary Battlegroup',
      link('commander') + link('infantry-armor', 1, 3),
      '<constraints><constraint id="armoured-max" type="max" value="1" field="selections" scope="roster"/></constraints>',
    )}
    ${forceEntry('odd-bg', 'Odd Group', link('commander') + link('armor', 1))}
  </forceEntries>
</catalogue>`;
}

/** A library catalogue: only shared rules. */
export function testLibraryXml(): string {
  return `<catalogue id="cat-library" name="Testland Rules" gameSystemId="${TEST_GAME_SYSTEM_ID}" library="true" xmlns="${NS}/catalogueSchema">
  <sharedRules><rule id="rule-extra" name="Extra"/></sharedRules>
</catalogue>`;
}
