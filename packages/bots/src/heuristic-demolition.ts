import {
  type Choice,
  type Decision,
  type GameSetup,
  type PlayerView,
  armyUnit,
} from '@warroom/armoured-clash';

/**
 * glossary: Demolition — when offered after a Charge against a Garrisoned
 * unit, the heuristic rolls it rather than Storm when the Garrison has a Melee
 * attack (it would Retaliate, with the Defensive Advantage; a Demolition draws
 * no Retaliation and Exits it); otherwise undefined (it Storms).
 */
export function demolitionChoice(
  setup: GameSetup,
  view: PlayerView,
  decision: Decision,
): Choice | undefined {
  const target = view.activation?.charge?.target;
  if (target === undefined || !decision.options.some((o) => o.kind === 'demolish'))
    return undefined;
  const retaliates = armyUnit(setup, target).armaments.rows.some((r) => r.attack === 'melee');
  return retaliates ? { kind: 'demolish' } : undefined;
}
