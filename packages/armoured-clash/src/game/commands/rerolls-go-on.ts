import type { GameSetup } from '../army.js';
import type { GameEvent } from '../events.js';
import { opportunityFireGoesAhead } from '../opportunity-fire.js';
import type { GameState } from '../state.js';
import { attacksGoOn } from './attacks-in-turn.js';
import type { PendingCommand } from './pending-command.js';

/**
 * rulebook p.33 Bonus Re-Rolls: the attack against `target` that waited after
 * its first roll goes on from its dice, with the Command issued then if it
 * was received (`boostedBy`: its Bonus Re-Rolls). Opportunity Fire (kept alone
 * as `opportunityFire`, commands/rerolls-due.ts) is made in its Reaction Step,
 * which then ends (game/opportunity-fire.ts); any other attack is made in its
 * turn among the attacks declared (commands/attacks-in-turn.ts).
 */
export function rerollsGoOn(
  setup: GameSetup,
  state: GameState,
  target: string,
  boostedBy: PendingCommand | undefined,
): GameEvent[] {
  const activation = state.activation;
  const declared = activation?.attacksDeclared;
  const fire = declared?.of === 'opportunityFire' ? declared.attacks[0] : undefined;
  if (activation === undefined || fire === undefined) {
    return attacksGoOn(setup, state, target, boostedBy);
  }
  delete activation.attacksDeclared;
  return opportunityFireGoesAhead(
    setup,
    state,
    boostedBy === undefined ? fire : { ...fire, boostedBy },
  );
}
