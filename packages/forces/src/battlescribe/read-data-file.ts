import { DataError } from '@warroom/armoured-clash';
import type {
  CategoryLink,
  DataFile,
  EntryNode,
  ForceEntry,
  InfoLink,
  Profile,
  Rule,
} from './data-model.js';
import { constraintsOf, modifiersOf } from './read-modifiers.js';
import { type XmlElement, attribute, childrenNamed, elementsAt, parseXml } from './xml.js';

function flag(element: XmlElement, name: string): boolean {
  return attribute(element, name) === 'true';
}

function readProfile(element: XmlElement): Profile {
  return {
    id: attribute(element, 'id'),
    name: attribute(element, 'name'),
    typeId: attribute(element, 'typeId'),
    typeName: attribute(element, 'typeName'),
    hidden: flag(element, 'hidden'),
    characteristics: elementsAt(element, 'characteristics', 'characteristic').map((c) => ({
      name: attribute(c, 'name'),
      typeId: attribute(c, 'typeId'),
      value: c.text,
    })),
    modifiers: modifiersOf(element),
  };
}

function readRule(element: XmlElement): Rule {
  return {
    id: attribute(element, 'id'),
    name: attribute(element, 'name'),
    hidden: flag(element, 'hidden'),
  };
}

function readInfoLink(element: XmlElement): InfoLink {
  return {
    id: attribute(element, 'id'),
    name: attribute(element, 'name'),
    targetId: attribute(element, 'targetId'),
    type: attribute(element, 'type'),
    hidden: flag(element, 'hidden'),
    modifiers: modifiersOf(element),
  };
}

function readCategoryLinks(element: XmlElement): CategoryLink[] {
  return elementsAt(element, 'categoryLinks', 'categoryLink').map((link) => ({
    id: attribute(link, 'id'),
    name: attribute(link, 'name'),
    targetId: attribute(link, 'targetId'),
    primary: flag(link, 'primary'),
    constraints: constraintsOf(link),
  }));
}

const ENTRY_KINDS = {
  selectionEntry: 'selectionEntries',
  selectionEntryGroup: 'selectionEntryGroups',
  entryLink: 'entryLinks',
} as const;

/** The entries, groups and links held in an element's `<selectionEntries>` (and the like). */
function childEntries(element: XmlElement): EntryNode[] {
  return Object.entries(ENTRY_KINDS).flatMap(([kind, list]) =>
    elementsAt(element, list, kind).map(readEntry),
  );
}

function readEntry(element: XmlElement): EntryNode {
  const kind = element.tag as EntryNode['kind'];
  return {
    kind,
    id: attribute(element, 'id'),
    name: attribute(element, 'name'),
    type: attribute(element, 'type'),
    targetId: kind === 'entryLink' ? attribute(element, 'targetId') : '',
    hidden: flag(element, 'hidden'),
    importable: attribute(element, 'import') !== 'false',
    profiles: elementsAt(element, 'profiles', 'profile').map(readProfile),
    rules: elementsAt(element, 'rules', 'rule').map(readRule),
    infoLinks: elementsAt(element, 'infoLinks', 'infoLink').map(readInfoLink),
    categoryLinks: readCategoryLinks(element),
    costs: elementsAt(element, 'costs', 'cost').map((c) => ({
      name: attribute(c, 'name'),
      typeId: attribute(c, 'typeId'),
      value: attribute(c, 'value'),
    })),
    constraints: constraintsOf(element),
    modifiers: modifiersOf(element),
    children: childEntries(element),
    defaultEntryId: attribute(element, 'defaultSelectionEntryId'),
  };
}

function readForceEntry(element: XmlElement): ForceEntry {
  return {
    id: attribute(element, 'id'),
    name: attribute(element, 'name'),
    hidden: flag(element, 'hidden'),
    categoryLinks: readCategoryLinks(element),
    constraints: constraintsOf(element),
    modifiers: modifiersOf(element),
    forceEntries: elementsAt(element, 'forceEntries', 'forceEntry').map(readForceEntry),
  };
}

/**
 * Reads a BattleScribe game system (.gst) or catalogue (.cat). Text that is not
 * XML, or whose root is neither, is a DataError naming `where`.
 */
export function readDataFile(xml: string, where: string): DataFile {
  const root = parseXml(xml, where);
  const kind = root.tag === 'gameSystem' || root.tag === 'catalogue' ? root.tag : undefined;
  if (kind === undefined) {
    throw new DataError(
      `${where}: not a BattleScribe game system or catalogue (the root element is <${root.tag}>, expected <gameSystem> or <catalogue>)`,
    );
  }
  return {
    kind,
    id: attribute(root, 'id'),
    name: attribute(root, 'name').trim(),
    revision: attribute(root, 'revision'),
    gameSystemId: attribute(root, 'gameSystemId'),
    library: flag(root, 'library'),
    categoryEntries: elementsAt(root, 'categoryEntries', 'categoryEntry').map((c) => ({
      id: attribute(c, 'id'),
      name: attribute(c, 'name'),
      constraints: constraintsOf(c),
    })),
    costTypes: elementsAt(root, 'costTypes', 'costType').map((c) => ({
      id: attribute(c, 'id'),
      name: attribute(c, 'name'),
    })),
    rootEntries: [
      ...elementsAt(root, 'selectionEntries', 'selectionEntry'),
      ...elementsAt(root, 'entryLinks', 'entryLink'),
    ].map(readEntry),
    sharedEntries: [
      ...elementsAt(root, 'sharedSelectionEntries', 'selectionEntry'),
      ...elementsAt(root, 'sharedSelectionEntryGroups', 'selectionEntryGroup'),
    ].map(readEntry),
    sharedProfiles: elementsAt(root, 'sharedProfiles', 'profile').map(readProfile),
    sharedRules: elementsAt(root, 'sharedRules', 'rule').map(readRule),
    forceEntries: elementsAt(root, 'forceEntries', 'forceEntry').map(readForceEntry),
    catalogueLinks: childrenNamed(root, 'catalogueLinks').flatMap((links) =>
      childrenNamed(links, 'catalogueLink').map((link) => ({
        targetId: attribute(link, 'targetId'),
        name: attribute(link, 'name'),
        importRootEntries: flag(link, 'importRootEntries'),
      })),
    ),
  };
}
