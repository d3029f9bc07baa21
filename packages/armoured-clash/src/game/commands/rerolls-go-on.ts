import type { GameSetup } from '../army.js';
import type { GameEvent } from '../events.js';
import { opportunityFireGoesAhead } from '../opportunity-fire.js';
import type { GameState } from '../state.js';
import { closeQuartersGoesOn } from '../close-quarters.js';
import { closeQuartersThen } from '../close-quarters-then.js';
import { demolitionGoesOn } from '../demolition.js';
import { sponsonsGoOn } from '../sponsons-go-on.js';
import { attacksGoOn } from './attacks-in-turn.js';
import type { PendingCommand } from './pending-command.js';
import { interceptionOf, keepInterceptionCommand } from '../aircraft/interception-state.js';

/**
 * rulebook p.33 Bonus Re-Rolls: the attack against `target` that waited after
 * its first roll goes on from its dice, with the Command issued then if it
 * was received (`boostedBy`: its Bonus Re-Rolls). Opportunity Fire (kept alone
 * as `opportunityFire`, commands/rerolls-due.ts) is made in its Reaction Step,
 * which then ends (game/opportunity-fire.ts); any other attack is made in its
 * turn among the attacks declared (commands/attacks-in-turn.ts). A Close
 * Quarters Combat under way (rulebook pp.28-29: `activation.closeQuarters`)
 * goes on from the strike that waited (game/close-quarters.ts), a Demolition
 * from its roll (game/demolition.ts); once over, an All-Out Attack's attacks
 * declared are made, or the Activation ends (game/close-quarters-then.ts).
 * Sponsons (X)' rolls go on with the Command, then the Charge
 * (game/sponsons-go-on.ts). An Interception Sortie's attack keeps the Command
 * and goes on from applyChoice (game/aircraft/interception-goes-on.ts).
 */
export function rerollsGoOn(
  setup: GameSetup,
  state: GameState,
  target: string,
  boostedBy: PendingCommand | undefined,
): GameEvent[] {
  const activation = state.activation;
  if (activation?.sponsons !== undefined) {
    // glossary: Sponsons (X): the rolls go on, then the Charge (game/sponsons-go-on.ts).
    return sponsonsGoOn(setup, state, boostedBy);
  }
  if (activation !== undefined && interceptionOf(activation)?.attack !== undefined) {
    // glossary: Interceptor: its attack goes on from applyChoice (game/aircraft/interception-goes-on.ts).
    keepInterceptionCommand(activation, boostedBy);
    return [];
  }
  if (activation?.demolition !== undefined) {
    return closeQuartersThen(setup, state, demolitionGoesOn(setup, state, boostedBy));
  }
  if (activation?.closeQuarters !== undefined) {
    return closeQuartersThen(setup, state, closeQuartersGoesOn(setup, state, boostedBy));
  }
  const declared = activation?.attacksDeclared;
  const fire = declared?.of === 'opportunityFire' ? declared.attacks[0] : undefined;
  if (activation === undefined || fire === undefined) {
    return attacksGoOn(setup, state, target, boostedBy);
  }
  activation.attacksDeclared = undefined;
  return opportunityFireGoesAhead(
    setup,
    state,
    boostedBy === undefined ? fire : { ...fire, boostedBy },
  );
}
