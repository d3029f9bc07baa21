import { DataError } from '@warroom/armoured-clash';
import { type XmlElement, attribute, elementsAt, parseXml } from './xml.js';

// A BattleScribe / New Recruit roster (.ros): forces (in Armoured Clash
// catalogues, Battlegroups) holding selections (units, their level options and
// other upgrades), with the costs each selection adds.

export interface RosterCost {
  readonly name: string;
  readonly typeId: string;
  readonly value: number;
}

export interface RosterSelection {
  readonly name: string;
  /** The name the General gave it, if any. */
  readonly customName: string;
  /** Every id the roster gives the selection's entry: `entryId` (parts of a `a::b` path), `entryLinkId`, `entryGroupId`. */
  readonly entryIds: readonly string[];
  readonly type: string;
  readonly number: number;
  readonly costs: readonly RosterCost[];
  readonly categories: readonly string[];
  readonly selections: readonly RosterSelection[];
}

export interface RosterForce {
  readonly name: string;
  readonly entryId: string;
  readonly catalogueName: string;
  readonly selections: readonly RosterSelection[];
  readonly forces: readonly RosterForce[];
}

export interface Roster {
  readonly name: string;
  readonly costLimits: readonly RosterCost[];
  readonly forces: readonly RosterForce[];
}

function costs(element: XmlElement, list: string, item: string): RosterCost[] {
  return elementsAt(element, list, item).map((c) => ({
    name: attribute(c, 'name'),
    typeId: attribute(c, 'typeId'),
    value: Number(attribute(c, 'value', '0')),
  }));
}

function readSelection(element: XmlElement): RosterSelection {
  const ids = ['entryId', 'entryLinkId', 'entryGroupId'].flatMap((name) =>
    attribute(element, name).split('::'),
  );
  const number = Number(attribute(element, 'number', '1'));
  return {
    name: attribute(element, 'name'),
    customName: attribute(element, 'customName'),
    entryIds: ids.filter((id) => id !== ''),
    type: attribute(element, 'type'),
    number: Number.isInteger(number) && number >= 1 ? number : 1,
    costs: costs(element, 'costs', 'cost'),
    categories: elementsAt(element, 'categories', 'category').map((c) => attribute(c, 'name')),
    selections: elementsAt(element, 'selections', 'selection').map(readSelection),
  };
}

function readForce(element: XmlElement): RosterForce {
  return {
    name: attribute(element, 'name'),
    entryId: attribute(element, 'entryId'),
    catalogueName: attribute(element, 'catalogueName'),
    selections: elementsAt(element, 'selections', 'selection').map(readSelection),
    forces: elementsAt(element, 'forces', 'force').map(readForce),
  };
}

/** Reads a roster's XML; text that is not XML or not a `<roster>` is a DataError naming `where`. */
export function readRoster(xml: string, where: string): Roster {
  const root = parseXml(xml, where);
  if (root.tag !== 'roster') {
    throw new DataError(
      `${where}: not a BattleScribe roster (the root element is <${root.tag}>, expected <roster>)`,
    );
  }
  return {
    name: attribute(root, 'name'),
    costLimits: costs(root, 'costLimits', 'costLimit'),
    forces: elementsAt(root, 'forces', 'force').map(readForce),
  };
}
