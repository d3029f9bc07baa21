import { countValues } from '@warroom/armoured-clash';
import { textTable } from '../format/table.js';
import { parseFlags } from '../parse-args.js';
import { SAMPLE_DECK_PATH, loadDeckFile } from '../sample-deck.js';

export const DECK_HELP = `warroom deck — check and show a Command & Conquest deck file

Usage: warroom deck [FILE] [--json]

Reads a deck definition (format warroom.cnc-deck/1; default: the sample deck in
data/decks), checks it, and lists its cards and how many there are of each Value.
  --json                  the checked deck as JSON
  -h, --help              this help`;

const DECK_OPTIONS = {
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** `warroom deck`: validates a deck file and shows it. */
export function runDeck(args: readonly string[], print: (text: string) => void): void {
  const { values, positionals } = parseFlags(args, DECK_OPTIONS, true);
  if (values.help === true) return void print(DECK_HELP);
  const path = positionals[0] ?? SAMPLE_DECK_PATH;
  const deck = loadDeckFile(path);
  if (values.json === true) return void print(JSON.stringify(deck));
  const counts = countValues(deck.cards.map((card) => card.value));
  print(
    [
      `${deck.name}${deck.sample ? ' [SAMPLE]' : ''} — ${deck.cards.length} cards`,
      ...(deck.notice === undefined ? [] : [deck.notice]),
      '',
      textTable(
        ['value', 'id', 'command', 'conquest'],
        deck.cards.map((c) => [String(c.value), c.id, c.command.name, c.conquest.name]),
      ),
      '',
      `cards of each value: ${counts
        .map((n, v) => (v === 0 ? '' : `${v}:${n}`))
        .filter((s) => s !== '')
        .join(',')}`,
    ].join('\n'),
  );
}
