import { readFile } from 'node:fs/promises';

/** One row of docs/rules-coverage.md: our own entry name and note, the page it cites, what the table enforces. */
export interface RuleEntry {
  /** The table it is in: `Rulebook`, `Glossary: special rules`, ... */
  readonly group: string;
  readonly entry: string;
  /** As the table cites it: `rulebook p.20`, `glossary p.4`. */
  readonly source: string;
  readonly status: 'done' | 'partial' | 'not yet';
  /** Our note on it (our words, not the publisher's); may be empty. */
  readonly summary: string;
}

const STATUSES = new Set(['done', 'partial', 'not yet']);

function cells(line: string): string[] {
  return line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((cell) => cell.trim());
}

/**
 * The rows of the coverage tables of a markdown text: every table row under a
 * `## ` heading whose third cell is a status. The tests column is left out.
 */
export function parseRulesCoverage(markdown: string): RuleEntry[] {
  const entries: RuleEntry[] = [];
  let group = '';
  for (const line of markdown.split('\n')) {
    if (line.startsWith('## ')) {
      group = line.slice(3).trim();
      continue;
    }
    if (!line.startsWith('|')) continue;
    const [entry = '', source = '', status = '', , summary = ''] = cells(line);
    if (!STATUSES.has(status) || entry === '') continue;
    entries.push({ group, entry, source, status: status as RuleEntry['status'], summary });
  }
  return entries;
}

/** The coverage table read from its file once, then kept. */
export function rulesCoverageReader(path: string): () => Promise<RuleEntry[]> {
  let read: Promise<RuleEntry[]> | undefined;
  return () => {
    read ??= readFile(path, 'utf8').then(parseRulesCoverage);
    read.catch(() => {
      read = undefined;
    });
    return read;
  };
}
