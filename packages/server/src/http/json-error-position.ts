/**
 * Where JSON text first goes wrong: the offset of the first character a JSON
 * reader cannot accept (the text's length when it ends too soon), or undefined
 * when the text is valid JSON. V8's own messages give no position for some
 * errors; this scanner finds it for all of them.
 */
export function jsonErrorOffset(text: string): number | undefined {
  let at = 0;
  class Stop extends Error {}
  const fail = (): never => {
    throw new Stop();
  };
  const space = (): void => {
    while (at < text.length && ' \t\n\r'.includes(text[at] as string)) at++;
  };
  const word = (w: string): void => {
    for (const char of w) {
      if (text[at] !== char) fail();
      at++;
    }
  };
  const digits = (): void => {
    const start = at;
    while (at < text.length && /[0-9]/.test(text[at] as string)) at++;
    if (at === start) fail();
  };
  const number = (): void => {
    if (text[at] === '-') at++;
    if (text[at] === '0') at++;
    else digits();
    if (text[at] === '.') {
      at++;
      digits();
    }
    if (text[at] === 'e' || text[at] === 'E') {
      at++;
      if (text[at] === '+' || text[at] === '-') at++;
      digits();
    }
  };
  const string = (): void => {
    at++;
    while (at < text.length && text[at] !== '"') {
      const char = text[at] as string;
      if (char < ' ') fail();
      if (char === '\\') {
        at++;
        if (text[at] === 'u') {
          for (let i = 0; i < 4; i++) if (!/[0-9a-fA-F]/.test(text[++at] ?? '')) fail();
        } else if (!'"\\/bfnrt'.includes(text[at] ?? 'x')) fail();
      }
      at++;
    }
    if (at >= text.length) fail();
    at++;
  };
  const items = (close: string, item: () => void): void => {
    at++;
    space();
    if (text[at] !== close) {
      for (;;) {
        item();
        space();
        if (text[at] === close) break;
        if (text[at] !== ',') fail();
        at++;
        space();
      }
    }
    at++;
  };
  const value = (): void => {
    space();
    const char = text[at];
    if (char === '{') {
      items('}', () => {
        if (text[at] !== '"') fail();
        string();
        space();
        if (text[at] !== ':') fail();
        at++;
        value();
      });
    } else if (char === '[') items(']', value);
    else if (char === '"') string();
    else if (char === 't') word('true');
    else if (char === 'f') word('false');
    else if (char === 'n') word('null');
    else if (char === '-' || (char !== undefined && /[0-9]/.test(char))) number();
    else fail();
  };
  try {
    value();
    space();
    return at === text.length ? undefined : at;
  } catch (error) {
    if (error instanceof Stop) return Math.min(at, text.length);
    throw error;
  }
}

/** Line and column (from 1) of an offset in a text. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const lines = before.split('\n');
  return { line: lines.length, column: (lines.at(-1)?.length ?? 0) + 1 };
}
