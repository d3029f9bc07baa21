import { oneOf } from './parse-values.js';
import { BOTS, type BotName } from './simulate/match.js';

/** The flags naming the bot of each side (`warroom simulate`, `warroom fuzz`), for parseFlags. */
export const BOT_FLAGS = {
  'bot-a': { type: 'string' },
  'bot-b': { type: 'string' },
} as const;

/** The help line of BOT_FLAGS, with the bot a flag not given falls back to. */
export function botFlagsHelp(fallback: BotName): string {
  const others = BOTS.filter((b) => b !== fallback);
  return `  --bot-a B, --bot-b B    ${fallback} (default) or ${others.join(' or ')}`;
}

/** The bots `--bot-a` and `--bot-b` name, `fallback` for a flag not given; another name is refused, naming the flag and the bots. */
export function botsOf(
  values: { readonly 'bot-a'?: string; readonly 'bot-b'?: string },
  fallback: BotName,
): { readonly botA: BotName; readonly botB: BotName } {
  return {
    botA: oneOf('bot-a', values['bot-a'] ?? fallback, BOTS),
    botB: oneOf('bot-b', values['bot-b'] ?? fallback, BOTS),
  };
}
