import {
  ARMOURED_CLASH_RULES,
  type Attack,
  type Choice,
  type Decision,
  type GameSetup,
  type PlayerView,
  armyUnit,
  attackOdds,
  boostAttack,
} from '@warroom/armoured-clash';

/**
 * A card spent on a Command is lost for bids, Interference and its Conquest
 * Objective: the heuristic issues one only when the exact odds say the attack
 * gains at least this many expected Victory Points from it.
 */
export const COMMAND_GAIN_VP = 0.1;

/** Expected Victory Points of an attack on `target`: the share of its models expected to die times its rating. */
export function expectedVictoryPoints(
  setup: GameSetup,
  view: PlayerView,
  attack: Attack,
  target: string,
): number {
  const odds = attackOdds(attack, ARMOURED_CLASH_RULES);
  const models = Math.max(1, view.units[target]?.models.length ?? 1);
  return (odds.expected.modelsDestroyed / models) * armyUnit(setup, target).victoryPoints;
}

/**
 * rulebook p.37: the listed Ranged Attack on `target` with a Command, when its
 * Effect (the attack boosted as the engine boosts it, game/commands) gains the
 * most expected Victory Points by the exact odds, and at least COMMAND_GAIN_VP;
 * otherwise undefined (the attack is made without a Command).
 */
export function commandWorthIssuing(
  setup: GameSetup,
  view: PlayerView,
  decision: Decision,
  planned: Attack,
  target: string,
): Choice | undefined {
  const plain = expectedVictoryPoints(setup, view, planned, target);
  let best: { choice: Choice; gain: number } | undefined;
  for (const option of decision.options) {
    if (option.kind !== 'rangedAttack' || option.target !== target || option.command === undefined)
      continue;
    const command = setup.generals[view.as].deck.cards[option.command]?.command;
    if (command === undefined) continue;
    const boosted = boostAttack(command.name, command.effects ?? [])(planned);
    const gain = expectedVictoryPoints(setup, view, boosted, target) - plain;
    if (gain >= COMMAND_GAIN_VP && (best === undefined || gain > best.gain)) {
      best = { choice: option, gain };
    }
  }
  return best?.choice;
}
