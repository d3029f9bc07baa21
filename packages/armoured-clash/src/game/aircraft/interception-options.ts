import type { Attack } from '../../attack/attack.js';
import type { GameSetup } from '../army.js';
import { armyUnit } from '../army-unit.js';
import type { DeclaredRangedAttack } from '../attacks-declared.js';
import { type GameEvent, event } from '../events.js';
import { overcharged, revealOverchargeCard } from '../overcharge.js';
import type { GameState } from '../state.js';
import { dropStatuses } from '../statuses.js';
import { type InterceptionNow, setInterception } from './interception-state.js';
import type { Interception } from './sortie-state.js';

/**
 * glossary: Overcharge — the Interception Sortie's attack declared Overcharged:
 * as it is made, before its first die is rolled, its General reveals and discards
 * the top card of their deck (the reveal's event), its Value kept with the
 * attack (`declared.overcharge`) while it waits before its re-rolls (rulebook
 * p.33), so that it is revealed once. The Interception Sortie as it is then.
 */
export function withOverchargeRevealed(
  setup: GameSetup,
  state: GameState,
  now: InterceptionNow,
): { readonly interception: Interception; readonly revealed: readonly GameEvent[] } {
  const { activation, interception, interceptor } = now;
  const declared = interception.declared;
  if (declared?.overcharge !== 'declared') return { interception, revealed: [] };
  const { value, revealed } = revealOverchargeCard(setup, state, interceptor);
  const kept = { ...interception, declared: { ...declared, overcharge: value } };
  setInterception(activation, kept);
  return { interception: kept, revealed: [revealed] };
}

/**
 * The attack with what its General declared with it, as for every Ranged
 * Attack (commands/declared-attack.ts): its Spotting unit (glossary: Spotters:
 * Improved regardless) and the Overcharge card's Value in added dice
 * (glossary: Overcharge).
 */
export function withDeclaredOptions(
  attack: Attack,
  declared: Pick<DeclaredRangedAttack, 'spotter' | 'overcharge'>,
): Attack {
  const { spotter, overcharge } = declared;
  const spotted =
    spotter === undefined
      ? attack
      : { ...attack, situation: { ...attack.situation, spottedBy: spotter } };
  return typeof overcharge === 'number' ? overcharged(overcharge)(spotted) : spotted;
}

/** glossary: Spotters — the attack made, its Spotting unit loses its On Lookout status. */
export function spotted(
  setup: GameSetup,
  state: GameState,
  attackerId: string,
  spotter: string | undefined,
): GameEvent[] {
  const spotting = spotter === undefined ? undefined : state.units[spotter];
  if (spotting === undefined) return [];
  dropStatuses(spotting, 'onLookout');
  const name = armyUnit(setup, spotting.id).name;
  const text = `${name} Spots for ${armyUnit(setup, attackerId).name}`;
  return [event('spotter', text, { unit: spotting.id })];
}
