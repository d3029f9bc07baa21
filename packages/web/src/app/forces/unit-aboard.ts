import { h } from '../dom.js';
import { errorSlot } from './error-slots.js';
import type { EditorEvents } from './force-editor.js';
import type { ForceList, ListedUnit } from './force-model.js';
import { type Orbat, findUnit } from './orbat-data.js';
import {
  TAG_FIELD_WORDS,
  type TagField,
  everTaken,
  listedUnits,
  taggedOthers,
  whyNot,
} from './tag-offers.js';

/** A select of fields naming another unit by tag: what it starts aboard, or who nominated it. */
interface TagGroup {
  /** The select's id after the row's (`-aboard`, `-nominated`). */
  readonly suffix: string;
  readonly fields: readonly TagField[];
  /** The first option: none of the fields set. */
  readonly none: string;
  /** The select's label, after the unit's name. */
  readonly label: string;
  /** Shown for every unit (else only for those some unit of the ORBAT could take). */
  readonly always: boolean;
}

/** rulebook p.46 Embarking During Deployment, glossary Carrier (X); glossary Tow, Parent Unit (X). */
const GROUPS: readonly TagGroup[] = [
  {
    suffix: 'aboard',
    fields: ['embarkedOn', 'loadedOn'],
    none: 'Not aboard',
    label: 'aboard',
    always: true,
  },
  {
    suffix: 'nominated',
    fields: ['towedBy', 'attachedTo'],
    none: 'Not Towed or attached',
    label: 'Towed by or attached to',
    always: false,
  },
];

const ALL_FIELDS = GROUPS.flatMap((group) => group.fields);

/** Every unit naming the unit tagged `from` now names `to` instead (none when `to` is undefined). */
function retag(list: ForceList, from: string, to: string | undefined): void {
  for (const other of listedUnits(list)) {
    for (const field of ALL_FIELDS) {
      if (other[field] !== from) continue;
      if (to === undefined) delete other[field];
      else other[field] = to;
    }
  }
}

/**
 * The options of a group's select: each tagged unit that can take this one by
 * a field of the group, and a tag the unit names already (said when no unit
 * has it); and why each other tagged unit is not offered, field by field.
 */
function offers(orbat: Orbat, list: ForceList, unit: ListedUnit, group: TagGroup) {
  const passenger = findUnit(orbat, unit.unit);
  const options = [h('option', { value: '' }, group.none)];
  const refused: string[] = [];
  const others = taggedOthers(orbat, list, unit);
  for (const field of group.fields) {
    for (const other of others) {
      const why = whyNot(passenger, other.profile, field);
      const named = unit[field] === other.tag;
      if (why !== undefined && !named) continue;
      const name = other.profile?.name ?? other.listed.unit;
      const said = why === undefined ? '' : ` (${why})`;
      options.push(
        h(
          'option',
          { value: `${field}:${other.tag}`, selected: named },
          `${TAG_FIELD_WORDS[field]} [${other.tag}] ${name}${said}`,
        ),
      );
    }
    const tag = unit[field];
    if (typeof tag === 'string' && !others.some((other) => other.tag === tag)) {
      const value = `${field}:${tag}`;
      options.push(
        h('option', { value, selected: true }, `${TAG_FIELD_WORDS[field]} [${tag}] no such unit`),
      );
    }
  }
  for (const other of others) {
    const reasons = group.fields.flatMap((field) => {
      const why = whyNot(passenger, other.profile, field);
      return why === undefined ? [] : [`not ${TAG_FIELD_WORDS[field]}: ${why}`];
    });
    if (reasons.length === group.fields.length) {
      refused.push(
        `[${other.tag}] ${other.profile?.name ?? other.listed.unit}: ${reasons.join('; ')}`,
      );
    }
  }
  return { options, refused };
}

function groupFields(
  orbat: Orbat,
  list: ForceList,
  unit: ListedUnit,
  row: { readonly id: string; readonly name: string; readonly events: EditorEvents },
  group: TagGroup,
): HTMLElement[] {
  const set = group.fields.some((field) => unit[field] !== undefined);
  if (!group.always && !set && !everTaken(orbat, findUnit(orbat, unit.unit), group.fields))
    return [];
  const id = `${row.id}-${group.suffix}`;
  const { options, refused } = offers(orbat, list, unit, group);
  return [
    h('label', { for: id, class: 'visually-hidden' }, `${row.name} ${group.label}`),
    h(
      'select',
      {
        id,
        class: `unit-${group.suffix}`,
        onchange: (event) => {
          const value = (event.target as HTMLSelectElement).value;
          for (const field of group.fields) delete unit[field];
          const [field, ...tag] = value.split(':');
          const chosen = group.fields.find((f) => f === field);
          if (chosen !== undefined) unit[chosen] = tag.join(':');
          row.events.changed();
        },
      },
      ...options,
    ),
    ...(refused.length === 0
      ? []
      : [
          h(
            'span',
            { class: 'why-not', id: `${id}-why-not` },
            `Not offered: ${refused.join('. ')}.`,
          ),
        ]),
  ];
}

/**
 * A unit's tag, what it starts aboard (docs/forces.md: `embarkedOn`,
 * `loadedOn`; rulebook p.46 Embarking During Deployment, glossary Carrier (X))
 * and who nominated it (`towedBy`, `attachedTo`; glossary Tow, Parent Unit
 * (X)), offering only the tagged units that can take it, and saying why not the
 * others; the validation's errors go in `unitAboardErrorSlots`. A tag changed
 * is followed by the units naming it (unless another unit still holds the old
 * tag); a tag cleared leaves them unnamed.
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
    ...GROUPS.flatMap((group) => groupFields(orbat, list, unit, { id, name, events }, group)),
  ];
}

/** Where the validation's errors about a unit's tag and the units it names are shown. */
export function unitAboardErrorSlots(path: string): HTMLUListElement[] {
  return [errorSlot(`${path}.tag`), ...ALL_FIELDS.map((field) => errorSlot(`${path}.${field}`))];
}
