import { h } from '../dom.js';
import { errorSlot } from './error-slots.js';
import {
  FORCE_SCALES,
  type ForceList,
  type ListedBattlegroup,
  type ListedUnit,
} from './force-model.js';
import { LEVEL_NAMES, type Orbat, findBattlegroup, findUnit } from './orbat-data.js';
import { unitAboardErrorSlots, unitAboardFields } from './unit-aboard.js';

/** What the editor tells the page: a value changed (validate again), or the list's shape did (draw again). */
export interface EditorEvents {
  changed(): void;
  restructured(): void;
}

function levelOptions(orbat: Orbat, ref: string, selected: string): HTMLOptionElement[] {
  const levels = Object.keys(findUnit(orbat, ref)?.levels ?? { [selected]: null });
  if (!levels.includes(selected)) levels.push(selected);
  return levels.map((level) =>
    h('option', { value: level, selected: level === selected }, LEVEL_NAMES[level] ?? level),
  );
}

function unitPoints(orbat: Orbat, unit: ListedUnit): string {
  const points = findUnit(orbat, unit.unit)?.levels[unit.level]?.points;
  return points === undefined ? '—' : `${points} pts`;
}

function unitRow(
  orbat: Orbat,
  list: ForceList,
  group: ListedBattlegroup,
  unit: ListedUnit,
  path: string,
  id: string,
  addUnitId: string,
  events: EditorEvents,
): HTMLElement {
  const points = h('span', { class: 'points' }, unitPoints(orbat, unit));
  const name = findUnit(orbat, unit.unit)?.name ?? `${unit.unit} (not in the ORBAT)`;
  return h(
    'li',
    { class: 'unit', id, 'data-path': path },
    h('span', { class: 'unit-name', id: `${id}-name` }, name),
    h('label', { for: `${id}-level`, class: 'visually-hidden' }, `Level of ${name}`),
    h(
      'select',
      {
        id: `${id}-level`,
        class: 'unit-level',
        onchange: (event) => {
          unit.level = (event.target as HTMLSelectElement).value;
          points.textContent = unitPoints(orbat, unit);
          events.changed();
        },
      },
      ...levelOptions(orbat, unit.unit, unit.level),
    ),
    points,
    ...unitAboardFields(orbat, list, unit, id, name, events),
    h(
      'button',
      {
        type: 'button',
        class: 'remove',
        id: `${id}-remove`,
        'aria-label': `Remove ${name}`,
        onclick: () => {
          group.units.splice(group.units.indexOf(unit), 1);
          events.restructured();
          // The keyboard stays where it was: the next unit's Remove, else the Unit to add.
          (document.getElementById(`${id}-remove`) ?? document.getElementById(addUnitId))?.focus();
        },
      },
      'Remove',
    ),
    ...unitAboardErrorSlots(path),
    errorSlot(path),
  );
}

function addUnitControls(orbat: Orbat, group: ListedBattlegroup, id: string, events: EditorEvents) {
  const unitSelect = h(
    'select',
    { id: `${id}-add-unit` },
    ...orbat.units.map((u) => h('option', { value: u.id }, `${u.name} (${u.type})`)),
  );
  const levelSelect = h('select', { id: `${id}-add-level` });
  const fillLevels = (): void =>
    levelSelect.replaceChildren(...levelOptions(orbat, unitSelect.value, 'basic'));
  unitSelect.addEventListener('change', fillLevels);
  fillLevels();
  return h(
    'div',
    { class: 'add-unit' },
    h('label', { for: `${id}-add-unit` }, 'Unit'),
    unitSelect,
    h('label', { for: `${id}-add-level` }, 'Level'),
    levelSelect,
    h(
      'button',
      {
        type: 'button',
        id: `${id}-add`,
        onclick: () => {
          group.units.push({ unit: unitSelect.value, level: levelSelect.value });
          events.restructured();
          document.getElementById(`${id}-add`)?.focus();
        },
      },
      'Add unit',
    ),
  );
}

function battlegroupBlock(
  orbat: Orbat,
  list: ForceList,
  group: ListedBattlegroup,
  i: number,
  events: EditorEvents,
): HTMLElement {
  const path = `battlegroups[${i}]`;
  const id = `bg-${i}`;
  const kind = findBattlegroup(orbat, group.battlegroup);
  const title = kind?.name ?? `${group.battlegroup} (not in the ORBAT)`;
  return h(
    'section',
    { class: 'battlegroup', 'data-path': path, 'aria-labelledby': `${id}-title` },
    h('h3', { id: `${id}-title` }, `${i + 1}. ${title}`, kind && h('small', {}, ` ${kind.kind}`)),
    h('label', { for: `${id}-name` }, 'Its name'),
    h('input', {
      id: `${id}-name`,
      value: group.name ?? '',
      oninput: (event) => {
        const value = (event.target as HTMLInputElement).value.trim();
        if (value === '') delete group.name;
        else group.name = value;
        events.changed();
      },
    }),
    h(
      'button',
      {
        type: 'button',
        class: 'remove',
        'aria-label': `Remove battlegroup ${i + 1}`,
        onclick: () => {
          list.battlegroups.splice(i, 1);
          events.restructured();
          document.getElementById('add-battlegroup-kind')?.focus();
        },
      },
      'Remove battlegroup',
    ),
    errorSlot(path),
    h(
      'ol',
      { class: 'units' },
      ...group.units.map((unit, j) =>
        unitRow(
          orbat,
          list,
          group,
          unit,
          `${path}.units[${j}]`,
          `${id}-unit-${j}`,
          `${id}-add-unit`,
          events,
        ),
      ),
    ),
    addUnitControls(orbat, group, id, events),
  );
}

/** The list's own fields: name, Force Scale, Points Limit. */
function headerFields(list: ForceList, events: EditorEvents): HTMLElement {
  return h(
    'div',
    { class: 'force-fields' },
    h(
      'div',
      { class: 'field', 'data-path': 'name' },
      h('label', { for: 'force-name' }, 'Force name'),
      h('input', {
        id: 'force-name',
        value: list.name ?? '',
        oninput: (event) => {
          const value = (event.target as HTMLInputElement).value.trim();
          if (value === '') delete list.name;
          else list.name = value;
          events.changed();
        },
      }),
      errorSlot('name'),
    ),
    h(
      'div',
      { class: 'field', 'data-path': 'forceScale' },
      h('label', { for: 'force-scale' }, 'Force Scale'),
      h(
        'select',
        {
          id: 'force-scale',
          onchange: (event) => {
            list.forceScale = (event.target as HTMLSelectElement).value;
            events.changed();
          },
        },
        ...FORCE_SCALES.map(([value, name]) =>
          h('option', { value, selected: value === list.forceScale }, name),
        ),
      ),
      errorSlot('forceScale'),
    ),
    h(
      'div',
      { class: 'field', 'data-path': 'pointsLimit' },
      h('label', { for: 'points-limit' }, 'Points Limit'),
      h('input', {
        id: 'points-limit',
        type: 'number',
        min: 1,
        step: 1,
        value: list.pointsLimit,
        placeholder: 'the Force Scale’s',
        oninput: (event) => {
          const text = (event.target as HTMLInputElement).value.trim();
          if (text === '') delete list.pointsLimit;
          else list.pointsLimit = Number(text);
          events.changed();
        },
      }),
      errorSlot('pointsLimit'),
    ),
  );
}

/** The whole editor of a list over its faction's ORBAT; findings go into its error slots. */
export function forceEditor(orbat: Orbat, list: ForceList, events: EditorEvents): HTMLElement {
  const groupSelect = h(
    'select',
    { id: 'add-battlegroup-kind' },
    ...orbat.battlegroups.map((b) => h('option', { value: b.id }, `${b.name} (${b.kind})`)),
  );
  return h(
    'div',
    { class: 'force-editor' },
    errorSlot(''),
    headerFields(list, events),
    errorSlot('battlegroups'),
    ...list.battlegroups.map((group, i) => battlegroupBlock(orbat, list, group, i, events)),
    h(
      'div',
      { class: 'add-battlegroup' },
      h('label', { for: 'add-battlegroup-kind' }, 'Battlegroup'),
      groupSelect,
      h(
        'button',
        {
          type: 'button',
          id: 'add-battlegroup',
          onclick: () => {
            list.battlegroups.push({ battlegroup: groupSelect.value, units: [] });
            events.restructured();
            document.getElementById('add-battlegroup')?.focus();
          },
        },
        'Add battlegroup',
      ),
    ),
  );
}
