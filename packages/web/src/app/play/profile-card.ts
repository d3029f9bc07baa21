import type { ArmyUnit as Profile, RuleRef } from '@warroom/armoured-clash';
import { h } from '../dom.js';
import type { Game } from './game-types.js';
import { generalName } from '../general-name.js';

/** The game's words for a profile's values. */
const TYPE_NAMES: Readonly<Record<string, string>> = {
  infantry: 'Infantry',
  cavalry: 'Cavalry',
  fieldGun: 'Field Gun',
  armour: 'Armour',
  artillery: 'Artillery',
  rotorcraft: 'Rotorcraft',
  aircraft: 'Aircraft',
  fortification: 'Fortification',
};
const CATEGORY_NAMES: Readonly<Record<string, string>> = {
  light: 'Light',
  heavy: 'Heavy',
  aerial: 'Aerial',
};
const STATUS_NAMES: Readonly<Record<string, string>> = {
  activated: 'Activated',
  suppressed: 'Suppressed',
  disordered: 'Disordered',
  onLookout: 'On Lookout',
  takingCover: 'Taking Cover',
  reloading: 'Reloading',
  escortingTheVitalObjective: 'Escorting the Vital Objective',
};
const ATTACK_NAMES: Readonly<Record<string, string>> = {
  ranged: 'Ranged',
  melee: 'Melee',
  impact: 'Impact',
};

export const statusName = (status: string): string => STATUS_NAMES[status] ?? status;
const ruleText = (ref: RuleRef) => (ref.x === undefined ? ref.name : `${ref.name} (${ref.x})`);

/** A unit's profile as the setup carries it: the engine's ArmyUnit (docs/protocol.md). */
export function profileOf(game: Game, unitId: string): Profile | undefined {
  const units: readonly Profile[] = [
    ...(game.setup.generals.a.units as readonly Profile[]),
    ...(game.setup.generals.b.units as readonly Profile[]),
  ];
  return units.find((u) => u.id === unitId);
}

function armamentsGrid(profile: Profile): HTMLTableElement {
  const { readsBy, columns, rows } = profile.armaments;
  const columnName = (c: { from: number; to: number }) => {
    const span = c.from === c.to ? `${c.from}` : `${c.from}–${c.to}`;
    return readsBy === 'models' ? `${span} models` : `Damage ${span}`;
  };
  return h(
    'table',
    { class: 'armaments' },
    h('caption', {}, 'Armaments Grid'),
    h(
      'thead',
      {},
      h(
        'tr',
        {},
        ...['Attack', 'Range', ...columns.map(columnName), 'Qualities'].map((t) =>
          h('th', { scope: 'col' }, t),
        ),
      ),
    ),
    h(
      'tbody',
      {},
      ...rows.map((row) =>
        h(
          'tr',
          {},
          h(
            'th',
            { scope: 'row' },
            `${ATTACK_NAMES[row.attack] ?? row.attack}${'target' in row ? ` (${CATEGORY_NAMES[row.target] ?? row.target})` : ''}`,
          ),
          h('td', {}, 'range' in row ? `${row.range.short}" / ${row.range.long}"` : '—'),
          ...row.dice.map((dice, i) => {
            const alternate = row.alternateDice?.[i];
            return h('td', {}, alternate === undefined ? String(dice) : `${dice} (${alternate})`);
          }),
          h('td', {}, row.qualities.map(ruleText).join(', ') || '—'),
        ),
      ),
    ),
  );
}

/**
 * The profile card of a unit (rulebook p.13 Unit Profiles): its attributes,
 * Armaments Grid and special rules from the setup, and from the view the models
 * left, the Damage it has suffered and its Statuses.
 */
export function profileCard(game: Game, unitId: string): HTMLElement {
  const profile = profileOf(game, unitId);
  const state = game.view.units[unitId];
  if (profile === undefined || state === undefined) {
    return h('section', { id: 'profile-card' }, h('p', {}, `No unit ${unitId} in this game.`));
  }
  const where = state.annihilated
    ? 'Annihilated'
    : state.inReserve
      ? 'in Reserve'
      : state.deployed
        ? 'on the battlefield'
        : 'not deployed';
  const attributes: [string, string | number][] = [
    ['Type', TYPE_NAMES[profile.type] ?? profile.type],
    ['Category', CATEGORY_NAMES[profile.category] ?? profile.category],
    ['Size', profile.size],
    ['Formation', profile.formation === 'close' ? 'Close Formation' : 'Open Formation'],
    ['Speed', `${profile.speed}"`],
    ['Defence', profile.defence],
    ['Damage Limit', profile.damageLimit],
    ['Discipline', profile.discipline],
    ...(profile.breakLimit === undefined
      ? []
      : [['Break Limit', profile.breakLimit] as [string, number]]),
    ['Victory Points', profile.victoryPoints],
  ];
  const dl = (pairs: readonly [string, string | number][], id: string) =>
    h(
      'dl',
      { class: id },
      ...pairs.flatMap(([term, value]) => [h('dt', {}, term), h('dd', {}, value)]),
    );
  return h(
    'section',
    { id: 'profile-card', 'aria-label': `Profile of ${profile.name}`, 'data-unit': unitId },
    h('h4', {}, `${profile.name} (${generalName(game.view.generals, state.side)})`),
    dl(attributes, 'profile-attributes'),
    h('p', { class: 'traits' }, h('strong', {}, 'Traits: '), profile.traits.join(', ') || 'none'),
    h(
      'p',
      { class: 'special-rules' },
      h('strong', {}, 'Special Rules: '),
      profile.specialRules.map(ruleText).join(', ') || 'none',
    ),
    armamentsGrid(profile),
    dl(
      [
        ['Models', `${state.models.length} of ${profile.models}`],
        ['Damage', `${state.damage} (Damage Limit ${profile.damageLimit})`],
        ['Statuses', state.statuses.map(statusName).join(', ') || 'none'],
        ['Where', where],
      ],
      'profile-state',
    ),
  );
}
