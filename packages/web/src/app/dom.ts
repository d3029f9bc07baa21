/** Attributes of an element: text values set as attributes, functions as event listeners (`on...`). */
export type Attributes = Readonly<
  Record<string, string | number | boolean | undefined | ((event: Event) => void)>
>;

export type Child = Node | string | number | undefined | false;

/** An element with attributes and children: `h('label', {for: 'dice'}, 'Dice')`. */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Attributes = {},
  ...children: readonly Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  setAttributes(element, attributes);
  append(element, children);
  return element;
}

/** An SVG element (charts, the battlefield). */
export function svg(tag: string, attributes: Attributes = {}, ...children: readonly Child[]) {
  const element = document.createElementNS('http://www.w3.org/2000/svg', tag);
  setAttributes(element, attributes);
  append(element, children);
  return element;
}

function setAttributes(element: Element, attributes: Attributes): void {
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === false) continue;
    if (typeof value === 'function') {
      element.addEventListener(name.slice(2).toLowerCase(), value);
    } else {
      element.setAttribute(name, value === true ? '' : String(value));
    }
  }
}

function append(element: Element, children: readonly Child[]): void {
  for (const child of children) {
    if (child === undefined || child === false) continue;
    element.append(typeof child === 'number' ? String(child) : child);
  }
}

/** Replaces an element's children. */
export function replace(element: Element, ...children: readonly Child[]): void {
  element.replaceChildren();
  append(element, children);
}
