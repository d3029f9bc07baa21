import { readFileSync } from 'node:fs';
import {
  ARMOURED_CLASH_RULES,
  attackOdds,
  countValues,
  parseDeckJson,
  prepareAttack,
} from '@warroom/armoured-clash';
import { toPairs } from '@warroom/engine';
import { SAMPLE_DECK_PATH } from '../data-paths.js';
import {
  ODDS_QUALITIES,
  ODDS_TARGET_RULES,
  attackOfRequest,
  oddsRequestSchema,
  suppressionOfRequest,
} from '../odds/odds-request.js';
import { parseInput } from './parse-input.js';
import type { Route } from './router.js';

let sampleDeck: number[] | undefined;

/** How many cards of each Value the sample deck holds (read once). */
function sampleDeckCounts(): number[] {
  sampleDeck ??= countValues(
    parseDeckJson(readFileSync(SAMPLE_DECK_PATH, 'utf8'), SAMPLE_DECK_PATH).cards.map(
      (card) => card.value,
    ),
  );
  return sampleDeck;
}

/** The exact odds of an attack (the engine's attackOdds), as `warroom odds --json` prints them. */
export function oddsRoutes(): Route[] {
  return [
    {
      method: 'GET',
      path: '/api/odds/options',
      handler: () =>
        Promise.resolve({
          status: 200,
          body: {
            qualities: ODDS_QUALITIES,
            targetRules: ODDS_TARGET_RULES,
            sampleDeck: sampleDeckCounts().slice(1),
          },
        }),
    },
    {
      method: 'POST',
      path: '/api/odds',
      handler: async (request) => {
        const asked = parseInput(oddsRequestSchema, await request.body());
        const attack = attackOfRequest(asked);
        const suppression = suppressionOfRequest(asked, sampleDeckCounts());
        const odds = attackOdds(attack, ARMOURED_CLASH_RULES, {
          ...(suppression === undefined ? {} : { suppression }),
          // glossary: Overcharge: the top card of the sample deck.
          ...(asked.overcharge ? { overchargeDeck: sampleDeckCounts() } : {}),
        });
        const { rating } = prepareAttack(attack, ARMOURED_CLASH_RULES);
        return {
          status: 200,
          body: {
            rating,
            hits: toPairs(odds.hits),
            damage: toPairs(odds.damage),
            modelsDestroyed: toPairs(odds.modelsDestroyed),
            expected: odds.expected,
            ...(asked.overcharge ? { attackerDamage: toPairs(odds.attackerDamage) } : {}),
            // glossary: Precision: the Officer picked first is lost with the first model Destroyed.
            ...(asked.precisionOfficer ? { officerLost: 1 - (odds.modelsDestroyed[0] ?? 0) } : {}),
            ...(odds.suppression === undefined ? {} : { suppression: odds.suppression }),
          },
        };
      },
    },
  ];
}
