import type { GameSetup } from './army.js';
import type { Choice, Decision } from './choice.js';
import { chargeTargets } from './charge-targets.js';
import { boostedLimits } from './locomotor-boosters.js';
import type { GameState } from './state.js';
import { armyUnit } from './army-unit.js';

/**
 * The decisions of glossary: Overrun, when one is under way: declare it with a
 * card of the hand or hold; once declared, the Charge against the target.
 */
export function overrunDecision(setup: GameSetup, state: GameState): Decision | undefined {
  const activation = state.activation;
  const overrun = activation?.overrun;
  const unit = activation === undefined ? undefined : state.units[activation.unit];
  if (overrun === undefined || unit === undefined) return undefined;
  const name = armyUnit(setup, unit.id).name;
  const target = armyUnit(setup, overrun.target).name;
  if (!overrun.declared) {
    return {
      player: unit.side,
      prompt: `${name} won: discard a card to Overrun ${target}, or hold (glossary: Overrun)`,
      options: [
        ...state.players[unit.side].deck.hand.map((card): Choice => ({ kind: 'overrun', card })),
        { kind: 'hold' },
      ],
    };
  }
  return {
    player: unit.side,
    prompt: `${name} Overruns: it must Charge ${target} (glossary: Overrun)`,
    options: [],
    constraints: [
      {
        kind: 'charge',
        unit: unit.id,
        limit: boostedLimits(setup, state, unit.id).charge,
        targets: chargeTargets(setup, state, unit.id).filter((t) => t === overrun.target),
      },
    ],
  };
}
