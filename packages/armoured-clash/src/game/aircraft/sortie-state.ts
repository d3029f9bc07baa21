import type { Side } from '../../battlefield/table.js';
import type { Face } from '../../dice/faces.js';
import type { PendingCommand } from '../commands/pending-command.js';
import type { DeclaredRangedAttack } from '../attacks-declared.js';
import type { ModelState } from '../state.js';

/**
 * rulebook p.50 Activating Aircraft: the five steps of an Air Support Sortie,
 * in order: A. Approach, B. Reaction, C. Engage, D. Escape, E. Reaction. The
 * Escape Step needs no choice (each model flies straight off the battlefield)
 * unless the unit may turn on the way (glossary: Brake Turn).
 */
export type SortieStep = 'approach' | 'firstReaction' | 'engage' | 'escape' | 'secondReaction';

/** Where an Aircraft unit's Air Support Sortie is (game/aircraft/); replaced, never changed in place. */
export interface Sortie {
  readonly step: SortieStep;
  /**
   * The places the unit's models passed through in the previous step's move,
   * from its start to its end, an inch apart (rulebook p.51 Reaction Steps:
   * Opportunity Fire by units that could have confirmed Target Acquisition at
   * any point during that move).
   */
  readonly path: readonly (readonly ModelState[])[];
  /** Reaction Steps in which the opposing General declared Opportunity Fire (glossary: Supercharger). */
  readonly actedIn: number;
  /** The unit made its Brake Turn in this Activation (glossary: Brake Turn: once per Activation). */
  readonly brakeTurned?: boolean;
  /** The unit moved along the Turning Template in this Activation (glossary: Bank (X"): once per Activation). */
  readonly banked?: boolean;
  /** glossary: Interceptor — an enemy Interceptor's Interception Sortie under way in the first Reaction Step. */
  readonly interception?: Interception;
  /**
   * rulebook p.51 Reaction Steps: Opportunity Fire declared in this step is
   * made with the unit where the reacting unit first had it in its sights;
   * its models where they stand, put back as the step ends (while the attack
   * waits for a General: Dig In, a Command at its Suppression Test).
   */
  readonly standing?: readonly ModelState[];
}

/**
 * rulebook p.33 Bonus Re-Rolls — the Interception Sortie's Engage Step attack,
 * its first roll made, waiting before any die is re-rolled (`state.rerollsDue`):
 * it resumes from these dice (game/aircraft/interception-goes-on.ts).
 */
export interface InterceptionAttack {
  /** The dice of its first roll, with those its Heroic Strikes added. */
  readonly rolled: readonly Face[];
  /** rulebook p.37: the Command issued after that roll, received: its Bonus Re-Rolls join the roll. */
  readonly boostedBy?: PendingCommand;
}

/**
 * glossary: Interceptor — the Interception Sortie of `unit` against the active
 * unit: it waits at its Approach or Engage Step, or at its Escape Step when it
 * may still make its Brake Turn (otherwise its Escape needs no choice).
 * `declared`: its Engage Step's attack is declared with a Command, waiting for
 * the Interference (rulebook pp.37-38); `targeted`: its target's General may
 * issue a Command to it first (p.37: Dig In; the order of its losses,
 * pp.34-35). `engaged`: its Engage Step's attack is made, and the Escape Step
 * waits for what the attack called for (its target's Suppression Test, the
 * blasts of its losses: glossary Fiery Demise (X)), each of which may wait for
 * a General (game/aircraft/interception-goes-on.ts).
 */
export interface Interception {
  readonly unit: string;
  readonly step: 'approach' | 'engage' | 'declared' | 'targeted' | 'engaged' | 'escape';
  /**
   * rulebook p.26: its Engage Step's attack as declared (`interception`, `by`
   * the interceptor), with the Command received as it was declared
   * (`boostedBy`) and the order of losses its target's General gave
   * (`targetLosses`), kept while it waits for a General (aircraft/interception-declared.ts).
   */
  readonly declared?: DeclaredRangedAttack;
  /** rulebook p.33 Bonus Re-Rolls: its Engage Step's attack, waiting after its first roll. */
  readonly attack?: InterceptionAttack;
  /**
   * rulebook p.38 Command Limits: the Generals who issued a Command during the
   * Interception Sortie, an Activation of its own (glossary: Interceptor, "as
   * though it were its Activation"; game/aircraft/interception-state.ts).
   */
  readonly commandsIssued?: readonly Side[];
  /** It made its Brake Turn in the Interception Sortie (glossary: Brake Turn: once per Activation). */
  readonly brakeTurned?: boolean;
  /** It moved along the Turning Template in the Interception Sortie (glossary: Bank (X"): once per Activation). */
  readonly banked?: boolean;
}
