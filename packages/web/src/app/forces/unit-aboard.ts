import { h } from '../dom.js';
import { errorSlot } from './error-slots.js';
import type { EditorEvents } from './force-editor.js';
import type { ForceList, ListedUnit } from './force-model.js';
import { type Orbat, findUnit } from './orbat-data.js';

/** How a unit starts the game aboard another: Embarked on a Transport, or Loaded on a Carrier. */
type Aboard = 'embarkedOn' | 'loadedOn';

const ABOARD_WORDS: Readonly<Record<Aboard, string>> = {
  embarkedOn: 'Embarked on',
  loadedOn: 'Loaded on',
};

const ABOARD_FIELDS = Object.keys(ABOARD_WORDS) as readonly Aboard[];

/** The value of the aboard select for a field and a tag (`embarkedOn:t`; empty when on the battlefield). */
function aboardValue(field: Aboard, tag: string): string {
  return `${field}:${tag}`;
}

function listedUnits(list: ForceList): ListedUnit[] {
  return list.battlegroups.flatMap((group) => group.units);
}

/** Every unit aboard the unit tagged `from` now names `to` instead (no longer aboard when `to` is undefined). */
function retag(list: ForceList, from: string, to: string | undefined): void {
  for (const passenger of listedUnits(list)) {
    for (const field of ABOARD_FIELDS) {
      if (passenger[field] !== from) continue;
      if (to === undefined) delete passenger[field];
      else passenger[field] = to;
    }
  }
}

/** The options of the aboard select: each other tagged unit, Embarked on or Loaded on, and a tag the unit names that no unit has. */
function aboardOptions(orbat: Orbat, list: ForceList, unit: ListedUnit): HTMLOptionElement[] {
  const carriers = listedUnits(list).filter((other) => other !== unit && other.tag !== undefined);
  const options = [h('option', { value: '' }, 'Not aboard')];
  for (const field of ABOARD_FIELDS) {
    const tags = carriers.map((carrier) => carrier.tag ?? '');
    const named = unit[field];
    if (named !== undefined && !tags.includes(named)) tags.push(named);
    for (const tag of tags) {
      const carrier = carriers.find((c) => c.tag === tag);
      const carrierName =
        carrier === undefined ? 'no such unit' : findUnit(orbat, carrier.unit)?.name;
      const value = aboardValue(field, tag);
      options.push(
        h(
          'option',
          { value, selected: named === tag },
          `${ABOARD_WORDS[field]} [${tag}] ${carrierName ?? carrier?.unit ?? ''}`,
        ),
      );
    }
  }
  return options;
}

/**
 * A unit's tag and what it starts aboard (docs/forces.md: `tag`, `embarkedOn`,
 * `loadedOn`; rulebook p.46 Embarking During Deployment, glossary Carrier (X));
 * the validation's errors about each go in `unitAboardErrorSlots`. A tag
 * changed is followed by the units aboard it (unless another unit still holds the old tag); a tag
 * cleared leaves them on the battlefield.
 */
export function unitAboardFields(
  orbat: Orbat,
  list: ForceList,
  unit: ListedUnit,
  id: string,
  name: string,
  events: EditorEvents,
): HTMLElement[] {
  return [
    h('label', { for: `${id}-tag`, class: 'visually-hidden' }, `Tag of ${name}`),
    h('input', {
      id: `${id}-tag`,
      class: 'unit-tag',
      value: unit.tag ?? '',
      placeholder: 'tag',
      size: 8,
      onchange: (event) => {
        const before = unit.tag;
        const after = (event.target as HTMLInputElement).value.trim() || undefined;
        if (after === undefined) delete unit.tag;
        else unit.tag = after;
        const stillHeld = listedUnits(list).some((other) => other.tag === before);
        if (before !== undefined && !stillHeld) retag(list, before, after);
        events.restructured();
        document.getElementById(`${id}-tag`)?.focus();
      },
    }),
    h('label', { for: `${id}-aboard`, class: 'visually-hidden' }, `${name} aboard`),
    h(
      'select',
      {
        id: `${id}-aboard`,
        class: 'unit-aboard',
        onchange: (event) => {
          const value = (event.target as HTMLSelectElement).value;
          for (const field of ABOARD_FIELDS) delete unit[field];
          const [field, ...tag] = value.split(':');
          const chosen = ABOARD_FIELDS.find((f) => f === field);
          if (chosen !== undefined) unit[chosen] = tag.join(':');
          events.changed();
        },
      },
      ...aboardOptions(orbat, list, unit),
    ),
  ];
}

/** Where the validation's errors about a unit's tag and what it is aboard are shown. */
export function unitAboardErrorSlots(path: string): HTMLUListElement[] {
  return [errorSlot(`${path}.tag`), ...ABOARD_FIELDS.map((field) => errorSlot(`${path}.${field}`))];
}
