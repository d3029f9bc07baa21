import type { GameSetup } from '../army.js';
import { armyUnit } from '../army-unit.js';
import type { DeclaredRangedAttack } from '../attacks-declared.js';
import { checkSpotter, declaredChoices } from '../commands/declared-attack-context.js';
import { issueCommand } from '../commands/issue-command.js';
import { waitForTargetedCommand } from '../commands/targeted-wait.js';
import type { GameEvent } from '../events.js';
import { checkOverchargeable } from '../overcharge.js';
import { planRangedAttack } from '../ranged-attack.js';
import type { GameState } from '../state.js';
import { interceptionAttack } from './interception-attack.js';
import { type InterceptionNow, setInterception } from './interception-state.js';
import type { Interception } from './sortie-state.js';

/** The occasion of a Command issued as a Ranged Attack is declared (commands/command-moments.ts). */
const DECLARED = 'rangedAttack';

/**
 * What the General declares with the Interception Sortie's attack besides its
 * Command, as with every Ranged Attack (rulebook p.26; choice rangedAttack).
 */
export interface InterceptionDeclaration {
  /** glossary: Spotters — the Spotting unit nominated for an Indirect attack. */
  readonly spotter?: string | undefined;
  /** rulebook p.26 Exposed Models: the attack prioritises them. */
  readonly prioritiseExposed?: true | undefined;
  /** glossary: Precision — the models the attacking General chooses to Destroy, in order. */
  readonly precision?: readonly string[] | undefined;
  /** glossary: Overcharge — declared before the first die is rolled. */
  readonly overcharge?: true | undefined;
}

/**
 * The Interception Sortie's attack as declared: by the interceptor, against
 * the active unit, with what its General declared with it (`declaration`).
 */
function declaredBy(
  now: InterceptionNow,
  declaration: InterceptionDeclaration = {},
): DeclaredRangedAttack {
  const { activation, interception, interceptor } = now;
  const { spotter, prioritiseExposed, precision, overcharge } = declaration;
  return (
    interception.declared ?? {
      target: activation.unit,
      by: interceptor.id,
      interception: true,
      ...(spotter === undefined ? {} : { spotter }),
      ...(prioritiseExposed === undefined ? {} : { prioritiseExposed }),
      ...(precision === undefined ? {} : { precision }),
      ...(overcharge === undefined ? {} : { overcharge: 'declared' as const }),
    }
  );
}

/**
 * The Interception Sortie's attack checked as it is declared, as every Ranged
 * Attack (glossary: Interceptor, "as though it were its Activation"): its
 * target acquired (rulebook p.26 Choose a Target; only the active unit), the
 * Exposed models it prioritises (p.26 Exposed Models: some but not all, the
 * nearest within Long Range), the models Precision chooses (glossary:
 * Precision: the attack must have it), the Spotting unit (glossary: Spotters:
 * an Indirect attack) and the Overcharge (glossary: Overcharge: the row must
 * have it); refused with the rule otherwise.
 */
function checkInterceptionDeclared(
  setup: GameSetup,
  state: GameState,
  interceptorId: string,
  declared: DeclaredRangedAttack,
): void {
  const { target, overcharge } = declared;
  planRangedAttack(setup, state, interceptorId, target, false, false, {
    interception: true,
    ...declaredChoices(declared),
  });
  checkSpotter(setup, state, interceptorId, declared);
  if (overcharge !== undefined) checkOverchargeable(setup, state, interceptorId, target);
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
 * What else its General declares with it (`declaration`: Spotters, Exposed
 * models prioritised, Precision, Overcharge) is checked first and kept with
 * the attack, honoured as it is made (interception-attack.ts).
 */
export function interceptionDeclares(
  setup: GameSetup,
  state: GameState,
  now: InterceptionNow,
  command: number | undefined,
  declaration: InterceptionDeclaration = {},
): GameEvent[] {
  const { interceptor } = now;
  const declared = declaredBy(now, declaration);
  checkInterceptionDeclared(setup, state, interceptor.id, declared);
  const at = setTo(now, { ...now.interception, step: 'declared', declared });
  if (command === undefined) return interceptionTargeted(setup, state, at);
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
