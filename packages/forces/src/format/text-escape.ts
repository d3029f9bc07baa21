/**
 * Free text (names, notes) on one line of a force list's text: a line break
 * is written `\n`, a carriage return `\r`, and a backslash `\\` where it would
 * otherwise be read as one of these. Any other backslash stands for itself, so
 * `C:\maps` prints as it is.
 */
const ESCAPED: Readonly<Record<string, string>> = { n: '\n', r: '\r', '\\': '\\' };

/** Whether a backslash before `next` must be doubled to be read back as itself. */
function needsDoubling(next: string | undefined): boolean {
  return next !== undefined && (next in ESCAPED || next === '\n' || next === '\r');
}

/** The text as one line: line breaks and carriage returns escaped. */
export function escapeText(text: string): string {
  let line = '';
  for (let i = 0; i < text.length; i++) {
    const char = text.charAt(i);
    if (char === '\n') line += '\\n';
    else if (char === '\r') line += '\\r';
    else if (char === '\\' && needsDoubling(text[i + 1])) line += '\\\\';
    else line += char;
  }
  return line;
}

/** The text `escapeText` wrote. */
export function unescapeText(line: string): string {
  return line.replace(/\\([nr\\])/g, (_, code: string) => ESCAPED[code] ?? code);
}
