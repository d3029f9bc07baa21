import type { GameSetup } from '../army.js';
import type { ClashId } from '../clash.js';
import { COMMON_CLASHES } from '../../scenario/select-clash.js';
import { terrainPoolProblem } from '../terrain/terrain-pool.js';
import { supplyDropPlacementProblem } from '../clashes/supply-drop-placement.js';
import { SELECT_A_CLASH } from './clash-draw.js';
import { withClashOffered } from './clash-offered.js';

/** The fields a setup with a Clash still to choose leaves to the Clash (rulebook p.56 Select a Clash). */
const LEFT_TO_THE_CLASH = [
  'clash',
  'objectives',
  'supplyDropPlacement',
  'clashDrawn',
  'clashChosen',
] as const satisfies readonly (keyof GameSetup)[];

/**
 * Why the setup's `clashToChoose` cannot be played, said with where, or
 * undefined: at least one Clash, each a common Clash offered once, none of
 * the fields the Clash gives set in the setup itself, and each Clash's setup
 * sound (its terrain to place, Supply Drop's markers placed by the Generals).
 */
export function clashToChooseProblem(setup: GameSetup): string | undefined {
  const offers = setup.clashToChoose;
  if (offers === undefined) return undefined;
  if (offers.length === 0) {
    return `setup.clashToChoose: no Clash is offered to choose from (${SELECT_A_CLASH})`;
  }
  const given = LEFT_TO_THE_CLASH.find((field) => setup[field] !== undefined);
  if (given !== undefined) {
    return `setup.${given}: the Clash is still to be chosen (setup.clashToChoose), so the setup gives no ${given} of its own (${SELECT_A_CLASH})`;
  }
  const seen = new Set<ClashId>();
  for (const [i, offered] of offers.entries()) {
    const where = `setup.clashToChoose[${i}]`;
    if (!COMMON_CLASHES.includes(offered.clash)) {
      return `${where}.clash: "${String(offered.clash)}" is none of the common Clashes (${COMMON_CLASHES.join(', ')}) (${SELECT_A_CLASH})`;
    }
    if (seen.has(offered.clash)) {
      return `${where}.clash: ${offered.clash} is offered twice (${SELECT_A_CLASH})`;
    }
    seen.add(offered.clash);
    const played = withClashOffered(setup, offered);
    const problem = terrainPoolProblem(played) ?? supplyDropPlacementProblem(played);
    if (problem !== undefined) return `${where} (${offered.clash}): ${problem}`;
  }
  return undefined;
}
