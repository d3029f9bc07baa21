import {
  ARMOURED_CLASH_RULES,
  type SuppressionQuery,
  attackOdds,
  prepareAttack,
} from '@warroom/armoured-clash';
import { describeAttack, oddsJson, oddsText } from '../format/odds-output.js';
import { deckComposition, wholeNumber } from '../parse-values.js';
import { loadSampleDeckComposition } from '../sample-deck.js';
import { parseFlags } from '../parse-args.js';
import { UsageError } from '../usage-error.js';
import { ATTACK_HELP, ATTACK_OPTIONS, attackFromFlags } from './attack-flags.js';

export const ODDS_HELP = `warroom odds — the exact probability of every outcome of an attack roll

Usage: warroom odds --dice N --defence D [options]

Computes the full distribution of hits, damage and models destroyed (and, with
--discipline, of the Suppression Test) exactly: no sampling.

${ATTACK_HELP}
Suppression Test (rulebook p.36):
  --discipline V          the target's Discipline after every modifier but the
                          half-strength -1 (which is applied when at least half
                          the models were destroyed)
  --deck 1:n1,...,12:n12  the Values of the cards left in the target General's
                          deck (default: the whole sample deck)
  --break-limit B         the target's Break Limit (default: it cannot Break)
  --suppressed            the target is already Suppressed (a failure Falls Back)
  --activated             the target has the Activated status already (Cryo then
                          gives Suppressed as normal)
Overcharge (glossary: Overcharge):
  --overcharge            the weapon has Overcharge and the General declares it:
                          the top card of the attacker's deck adds its Value in
                          dice; each Blank then deals the attacker one Damage
  --overcharge-deck 1:n1,...,12:n12
                          the Values of the cards left in the attacker's deck
                          (default: the whole sample deck)
Output:
  --json                  one JSON object instead of tables
  -h, --help              this help`;

const ODDS_OPTIONS = {
  ...ATTACK_OPTIONS,
  discipline: { type: 'string' },
  deck: { type: 'string' },
  'break-limit': { type: 'string' },
  suppressed: { type: 'boolean' },
  activated: { type: 'boolean' },
  overcharge: { type: 'boolean' },
  'overcharge-deck': { type: 'string' },
} as const;

/** `warroom odds`: prints the exact odds of an attack. */
export function runOdds(args: readonly string[], print: (text: string) => void): void {
  const { values } = parseFlags(args, ODDS_OPTIONS);
  if (values.help === true) return void print(ODDS_HELP);
  const flagged = attackFromFlags(values);
  const overcharged = values.overcharge === true;
  if (!overcharged && values['overcharge-deck'] !== undefined) {
    throw new UsageError('--overcharge-deck only counts with --overcharge');
  }
  const attack = overcharged
    ? {
        ...flagged,
        weapon: {
          ...flagged.weapon,
          qualities: [...flagged.weapon.qualities, { name: 'Overcharge' }],
        },
      }
    : flagged;
  if (values.discipline === undefined) {
    const orphan = (['deck', 'break-limit', 'suppressed', 'activated'] as const).find(
      (f) => values[f] !== undefined,
    );
    if (orphan !== undefined) throw new UsageError(`--${orphan} only counts with --discipline`);
  }
  const suppression: SuppressionQuery | undefined =
    values.discipline === undefined
      ? undefined
      : {
          morale: {
            discipline: wholeNumber('discipline', values.discipline, -99),
            suppressed: values.suppressed === true,
            activated: values.activated === true,
            ...(values['break-limit'] === undefined
              ? {}
              : { breakLimit: wholeNumber('break-limit', values['break-limit'], 0) }),
          },
          deck:
            values.deck === undefined
              ? loadSampleDeckComposition()
              : deckComposition('deck', values.deck),
        };
  const overchargeDeck = !overcharged
    ? undefined
    : values['overcharge-deck'] === undefined
      ? loadSampleDeckComposition()
      : deckComposition('overcharge-deck', values['overcharge-deck']);
  const odds = attackOdds(attack, ARMOURED_CLASH_RULES, {
    ...(suppression === undefined ? {} : { suppression }),
    ...(overchargeDeck === undefined ? {} : { overchargeDeck }),
  });
  const siegebreaker = values.siegebreaker === true;
  const { rating } = prepareAttack(attack, ARMOURED_CLASH_RULES);
  print(
    values.json === true
      ? JSON.stringify(oddsJson(odds, { overcharged, siegebreaker }))
      : `${describeAttack(attack, rating)}\n\n${oddsText(odds, { overcharged, siegebreaker })}`,
  );
}
