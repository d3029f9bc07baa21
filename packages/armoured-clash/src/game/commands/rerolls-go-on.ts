import type { GameSetup } from '../army.js';
import type { GameEvent } from '../events.js';
import { opportunityFireGoesAhead } from '../opportunity-fire.js';
import type { GameState } from '../state.js';
import { endActivation } from '../activation-end.js';
import { closeQuartersGoesOn } from '../close-quarters.js';
import { attacksGoOn, goOnAttacking } from './attacks-in-turn.js';
import type { PendingCommand } from './pending-command.js';

/**
 * rulebook p.33 Bonus Re-Rolls: the attack against `target` that waited after
 * its first roll goes on from its dice, with the Command issued then if it
 * was received (`boostedBy`: its Bonus Re-Rolls). Opportunity Fire (kept alone
 * as `opportunityFire`, commands/rerolls-due.ts) is made in its Reaction Step,
 * which then ends (game/opportunity-fire.ts); any other attack is made in its
 * turn among the attacks declared (commands/attacks-in-turn.ts). A Close
 * Quarters Combat under way (rulebook pp.28-29: `activation.closeQuarters`)
 * goes on from the strike that waited (game/close-quarters.ts); once over, an
 * All-Out Attack's attacks declared are made, or the Activation ends.
 * Sponsons (X)' rolls keep the Command and go on from applyChoice
 * (game/sponsons-go-on.ts).
 */
export function rerollsGoOn(
  setup: GameSetup,
  state: GameState,
  target: string,
  boostedBy: PendingCommand | undefined,
): GameEvent[] {
  const activation = state.activation;
  const sponsons = activation?.sponsons;
  if (activation !== undefined && sponsons !== undefined) {
    // glossary: Sponsons (X): the rolls go on once the choice is made (game/sponsons-go-on.ts, from applyChoice).
    activation.sponsons = boostedBy === undefined ? sponsons : { ...sponsons, boostedBy };
    return [];
  }
  if (activation?.closeQuarters !== undefined) {
    const events = closeQuartersGoesOn(setup, state, boostedBy);
    if (state.activation?.closeQuarters !== undefined) return events;
    const then =
      state.activation?.attacksDeclared === undefined
        ? endActivation(setup, state)
        : goOnAttacking(setup, state);
    return [...events, ...then];
  }
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
