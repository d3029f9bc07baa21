/**
 * Straight quotes for curly ones and inch marks (`6”` → `6"`), one space for
 * any run of blanks, none inside parentheses' edges or before an inch mark.
 */
export function cleanText(text: string): string {
  return text
    .replace(/[“”″]/g, '"')
    .replace(/[‘’]/g, "'")
    .replace(/\s+/g, ' ')
    .replace(/\(\s+/g, '(')
    .replace(/\s+\)/g, ')')
    .replace(/(\d)\s+"/g, '$1"')
    .trim();
}

/** Whether a printed value means "none": empty, or a dash. */
export function isDash(text: string): boolean {
  return /^[-–—]?$/.test(cleanText(text).replace(/"$/, ''));
}

/**
 * Splits a printed list such as `Chain of Command (6"), Command Signals` at
 * commas, semicolons and line breaks outside parentheses; "-" and blanks are
 * no item. Quotes and spacing are cleaned.
 */
export function splitList(text: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of text) {
    if (char === '(') depth++;
    if (char === ')') depth = Math.max(0, depth - 1);
    if (depth === 0 && (char === ',' || char === ';' || char === '\n')) {
      items.push(current);
      current = '';
    } else current += char;
  }
  items.push(current);
  return items.map(cleanText).filter((item) => !isDash(item));
}

/** A whole number as printed (`3`), or undefined. */
export function readCount(text: string): number | undefined {
  const clean = cleanText(text);
  return /^\d+$/.test(clean) ? Number(clean) : undefined;
}

/** A distance in inches as printed (`6"`, `6`, `7.5"`), or undefined. */
export function readInches(text: string): number | undefined {
  const match = /^(\d+(?:\.\d+)?)\s*(?:"|in(?:ches)?)?$/.exec(cleanText(text));
  return match?.[1] === undefined ? undefined : Number(match[1]);
}
