import type { ArmyUnit, GameSetup } from '../army.js';
import { RECORD_FORMAT, replay } from '../record.js';
import type { GameState } from '../state.js';
import { rifles } from '../../testing/game-fixture.js';
import type { RuleRef } from '../../rules/rule-ref.js';
import { transportSkirmish } from './transport-fixture.js';

/** A Field Gun unit of two models at Basic level, Loaded on `carrier` unless undefined. */
export function fieldGuns(
  id: string,
  carrier: string | undefined,
  changes: Partial<ArmyUnit> = {},
): ArmyUnit {
  return {
    ...rifles(id),
    name: `Guns ${id}`,
    type: 'fieldGun',
    formation: 'open',
    traits: ['Field Gun'],
    models: 2,
    reinforcement: 'basic',
    ...(carrier === undefined ? {} : { loadedOn: carrier }),
    ...changes,
  };
}

/**
 * The transport skirmish (A's tanks a Transport with Capacity (3), A's rifles
 * Embarked on them when `aboard`) where the tanks also have `carrierRule`
 * (`Carrier (Field Gun)` unless told) and A fields `guns`, Loaded as they say.
 */
export function carrierSkirmish(
  guns: readonly ArmyUnit[],
  aboard = false,
  carrierRule: RuleRef = { name: 'Carrier (Field Gun)' },
  riflesRules: readonly RuleRef[] = [],
): GameSetup {
  const base = transportSkirmish(3, aboard, riflesRules, [carrierRule]);
  return {
    ...base,
    generals: {
      ...base.generals,
      a: { ...base.generals.a, units: [...base.generals.a.units, ...guns] },
    },
  };
}

/**
 * Round 1 begun, A to Activate: the tanks deployed at (24, 5) facing north,
 * B's rifles at (10, 30) and tanks at (24, 31); A's rifles at `rifles` facing
 * north unless they start Embarked; the Loaded guns aboard.
 */
export function carrierOpened(setup: GameSetup, rifles?: readonly [number, number]): GameState {
  return replay({
    format: RECORD_FORMAT,
    setup,
    seed: 1,
    choices: [
      ...(rifles === undefined
        ? [
            { kind: 'deploy', unit: 'a-tanks', at: [24, 5], facing: 90 } as const,
            { kind: 'deploy', unit: 'b-rifles', at: [10, 30], facing: 270 } as const,
          ]
        : [
            { kind: 'deploy', unit: 'a-rifles', at: rifles, facing: 90 } as const,
            { kind: 'deploy', unit: 'b-rifles', at: [10, 30], facing: 270 } as const,
            { kind: 'deploy', unit: 'a-tanks', at: [24, 5], facing: 90 } as const,
          ]),
      { kind: 'deploy', unit: 'b-tanks', at: [24, 31], facing: 270 },
      { kind: 'giveInitiative', to: 'a' },
      { kind: 'discard', cards: [] },
      { kind: 'discard', cards: [] },
    ],
  }).state;
}
