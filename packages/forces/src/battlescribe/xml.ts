import { DataError } from '@warroom/armoured-clash';
import { XMLParser, XMLValidator } from 'fast-xml-parser';

/** An element of an XML document: its tag, attributes, child elements and text. */
export interface XmlElement {
  readonly tag: string;
  readonly attributes: Readonly<Record<string, string>>;
  readonly children: readonly XmlElement[];
  /** The element's own text (CDATA included), entities decoded, not trimmed. */
  readonly text: string;
}

const ATTRIBUTES = ':@';
const TEXT = '#text';

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  htmlEntities: true,
});

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringRecord(value: unknown): Record<string, string> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(
    Object.entries(value).map(([key, v]): [string, string] => [
      key,
      typeof v === 'string' ? v : String(v),
    ]),
  );
}

/** Converts fast-xml-parser's ordered output (`[{tag: [...children], ':@': {...}}]`) to elements. */
function toElements(nodes: unknown): { elements: XmlElement[]; text: string } {
  const elements: XmlElement[] = [];
  let text = '';
  if (!Array.isArray(nodes)) return { elements, text };
  for (const node of nodes as unknown[]) {
    if (!isRecord(node)) continue;
    for (const [key, value] of Object.entries(node)) {
      if (key === ATTRIBUTES) continue;
      if (key === TEXT) {
        text += typeof value === 'string' ? value : String(value);
        continue;
      }
      if (key.startsWith('?')) continue; // the <?xml ...?> declaration
      const inner = toElements(value);
      elements.push({
        tag: key,
        attributes: stringRecord(node[ATTRIBUTES]),
        children: inner.elements,
        text: inner.text,
      });
    }
  }
  return { elements, text };
}

/**
 * Reads an XML document and returns its root element. Text that is not
 * well-formed XML is a DataError naming `where` and the line and column.
 */
export function parseXml(text: string, where: string): XmlElement {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const valid = XMLValidator.validate(source);
  if (valid !== true) {
    const { msg, line, col } = valid.err;
    throw new DataError(`${where}: not well-formed XML (line ${line}, column ${col}): ${msg}`);
  }
  const root = toElements(parser.parse(source) as unknown).elements[0];
  if (root === undefined) throw new DataError(`${where}: the XML document has no element`);
  return root;
}

/** The child elements of `element` with this tag. */
export function childrenNamed(element: XmlElement, tag: string): XmlElement[] {
  return element.children.filter((child) => child.tag === tag);
}

/**
 * The elements reached from `element` by a path of tags, e.g.
 * `elementsAt(entry, 'profiles', 'profile')` for every `<profiles><profile>`.
 */
export function elementsAt(element: XmlElement, ...path: readonly string[]): XmlElement[] {
  let found: XmlElement[] = [element];
  for (const tag of path) found = found.flatMap((e) => childrenNamed(e, tag));
  return found;
}

/** An attribute's value, or `fallback` when the element does not have it. */
export function attribute(element: XmlElement, name: string, fallback = ''): string {
  return element.attributes[name] ?? fallback;
}
