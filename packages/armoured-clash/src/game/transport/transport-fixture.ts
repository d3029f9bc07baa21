import type { GameSetup } from '../army.js';
import { RECORD_FORMAT, replay } from '../record.js';
import type { GameState } from '../state.js';
import type { RuleRef } from '../../rules/rule-ref.js';
import { skirmishWith } from '../../testing/melee-fixture.js';

/**
 * The skirmish with A's tanks a Transport unit (Capacity (`perModel`): two
 * models) and A's six rifles, with `rules`, Embarked on it from the start when
 * `aboard`.
 */
export function transportSkirmish(
  perModel: number,
  aboard: boolean,
  rules: readonly RuleRef[] = [],
  tankRules: readonly RuleRef[] = [],
): GameSetup {
  return skirmishWith({
    'a-tanks': { rules: [{ name: 'Capacity', x: perModel }, ...tankRules], traits: ['Transport'] },
    'a-rifles': { rules, profile: aboard ? { embarkedOn: 'a-tanks' } : {} },
  });
}

/**
 * Round 1 begun, A to Activate: the tanks deployed at (24, 5) facing north
 * (their hulls 2" wide, 3" long), B's units across the table; A's rifles at
 * `rifles` facing north unless they start Embarked.
 */
export function transportOpened(setup: GameSetup, rifles?: readonly [number, number]): GameState {
  return replay({
    format: RECORD_FORMAT,
    setup,
    seed: 1,
    choices: [
      ...(rifles === undefined
        ? [{ kind: 'deploy', unit: 'a-tanks', at: [24, 5], facing: 90 } as const]
        : [
            { kind: 'deploy', unit: 'a-rifles', at: rifles, facing: 90 } as const,
            { kind: 'deploy', unit: 'b-rifles', at: [10, 30], facing: 270 } as const,
            { kind: 'deploy', unit: 'a-tanks', at: [24, 5], facing: 90 } as const,
          ]),
      ...(rifles === undefined
        ? [{ kind: 'deploy', unit: 'b-rifles', at: [10, 30], facing: 270 } as const]
        : []),
      { kind: 'deploy', unit: 'b-tanks', at: [24, 31], facing: 270 },
      { kind: 'giveInitiative', to: 'a' },
      { kind: 'discard', cards: [] },
      { kind: 'discard', cards: [] },
    ],
  }).state;
}
