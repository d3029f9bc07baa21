import type { GameSetup } from '../army.js';
import { armyUnit } from '../army-unit.js';
import type { DeclaredRangedAttack } from '../attacks-declared.js';
import { issueCommand } from '../commands/issue-command.js';
import { waitForTargetedCommand } from '../commands/targeted-wait.js';
import type { GameEvent } from '../events.js';
import { planRangedAttack } from '../ranged-attack.js';
import type { GameState } from '../state.js';
import { interceptionAttack } from './interception-attack.js';
import { type InterceptionNow, setInterception } from './interception-state.js';
import type { Interception } from './sortie-state.js';

/** The occasion of a Command issued as a Ranged Attack is declared (commands/command-moments.ts). */
const DECLARED = 'rangedAttack';

/** The Interception Sortie's attack as declared: by the interceptor, against the active unit. */
function declaredBy(now: InterceptionNow): DeclaredRangedAttack {
  const { activation, interception, interceptor } = now;
  return (
    interception.declared ?? { target: activation.unit, by: interceptor.id, interception: true }
  );
}

/** The Interception Sortie set to `interception`, as its steps see it next. */
function setTo(now: InterceptionNow, interception: Interception): InterceptionNow {
  setInterception(now.activation, interception);
  return { ...now, interception };
}

/**
 * glossary: Interceptor — the Engage Step of the Interception Sortie declares
 * its Ranged Attack against the active unit (rulebook p.51 C. Engage Step, "as
 * though it were its Activation"; p.26), as every Ranged Attack is declared.
 * With `command` (a card of its General's hand), a Command is issued to the
 * interceptor as it declares the attack (rulebook p.37: a card whose moment is
 * the declaration of a Ranged Attack, Precision Fire; p.38 Command Limits: one
 * per General in the Interception Sortie, counted there, interception-state.ts):
 * the attack, checked first, waits (`declared`) while the other General may
 * Interfere (p.38), and goes on once the Command is received, its Effect kept
 * with the attack (`declared.boostedBy`), or fails (interception-goes-on.ts).
 * Without a Command, its target's General is asked at once (interceptionTargeted).
 */
export function interceptionDeclares(
  setup: GameSetup,
  state: GameState,
  now: InterceptionNow,
  command: number | undefined,
): GameEvent[] {
  const declared = declaredBy(now);
  const at = setTo(now, { ...now.interception, step: 'declared', declared });
  if (command === undefined) return interceptionTargeted(setup, state, at);
  const { interceptor } = now;
  planRangedAttack(setup, state, interceptor.id, declared.target, false, false, {
    interception: true,
  });
  const targetName = armyUnit(setup, declared.target).name;
  return issueCommand(
    setup,
    state,
    {
      side: interceptor.side,
      card: command,
      unit: interceptor.id,
      with: { kind: DECLARED, target: declared.target },
    },
    `as it declares a Ranged Attack against ${targetName} in its Interception Sortie`,
  );
}

/**
 * rulebook pp.26, 37: the Interception Sortie's attack declared (its Command
 * settled, if one was issued with it) is about to be made against the active
 * unit: the target's General may first issue a Command to it (Dig In), or
 * order its losses (pp.34-35), waiting as for every Ranged Attack, judged from
 * what both Generals know (commands/targeted-wait.ts: the target's Unit Type
 * against the deck's cards; no rule of the texts keeps an Aerial unit from
 * being issued a Command as it is targeted, or from Taking Cover: p.30, only
 * Bulky refuses the Take Cover Special Action). The attack is `targeted`; it
 * is made at once when nothing waits, otherwise once the target's General
 * answered (commands/targeted-command.ts keeps the answer; interception-goes-on.ts makes it).
 */
export function interceptionTargeted(
  setup: GameSetup,
  state: GameState,
  now: InterceptionNow,
): GameEvent[] {
  const declared = declaredBy(now);
  const at = setTo(now, { ...now.interception, step: 'targeted', declared });
  return (
    waitForTargetedCommand(setup, state, now.interceptor, declared) ??
    interceptionAttack(setup, state, at)
  );
}
