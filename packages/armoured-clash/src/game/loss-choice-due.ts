import type { Choice } from './choice.js';
import type { GameEvent } from './events.js';
import type { GameState, ModelState, UnitState } from './state.js';

/**
 * The choices rulebook pp.34-35 leave to the General of the unit losing
 * models, asked as the losses are taken: `chooseLoss`, the model removed of
 * several equally eligible (p.34 Destroying Models: equally closest in Open
 * Formation; the back rank or an end of a single rank in Close Formation,
 * p.35: one in a lost Officer's stead); `fieldPromotion`, the survivor that
 * becomes the Officer (p.35 Loss of an Officer, Field Promotion).
 */
export type LossChoiceKind = 'chooseLoss' | 'fieldPromotion';

/** One choice asked: of `kind`, for the unit `unit` as it stands, among the models `among`. */
export interface LossAsk {
  readonly kind: LossChoiceKind;
  readonly unit: UnitState;
  readonly among: readonly ModelState[];
}

/**
 * Answers a choice asked as losses are walked (game/loss-sequence.ts): the
 * model chosen, or undefined for the engine's default.
 */
export type LossAsker = (ask: LossAsk) => ModelState | undefined;

/** The choice the game waits for, as data: of `kind`, for `unit`, among the model ids `among`. */
export interface LossAskDue {
  readonly kind: LossChoiceKind;
  readonly unit: string;
  readonly among: readonly string[];
}

/**
 * A choice among losses waiting for the General of the unit losing models
 * (`state.lossChoiceDue`). The choice that caused the losses (`choice`, made
 * on this very state) is made again once the General answers, the answers
 * given so far (`picks`, in the order asked) taking effect where they were
 * asked, so the game resumes exactly where it stopped (game/loss-choice-wait.ts).
 * `told`: how many of the choice's events its waits told already (what
 * happened before each, its first events in order), not told again once it is
 * made through (game/loss-choice-told.ts).
 */
export interface LossChoiceDue {
  readonly ask: LossAskDue;
  readonly choice: Choice;
  readonly picks: readonly string[];
  readonly told: number;
  /**
   * The state the choice that caused the losses was made on, made again from
   * at each answer; the state waiting is the table as it stands at the wait.
   * Hidden: it holds the deck's order, the RNG and the other General's hand
   * (playerView shows neither it nor the rest of `lossChoiceDue`).
   */
  readonly base: GameState;
}

/** Thrown where losses need a choice no answer gives yet: the game waits for it (caught by loss-choice-wait.ts). */
export class LossChoiceWait extends Error {
  override readonly name = 'LossChoiceWait';
  /** What happened before the wait, as the steps it stopped had told it so far (game/loss-choice-told.ts). */
  private toldSoFar: readonly GameEvent[] = [];
  /** The table as it stands at the wait: the working copy the choice was being made on (game/loss-choice-told.ts). */
  private shown: GameState | undefined;
  constructor(readonly ask: LossAskDue) {
    // A signal, caught at once: no stack trace made (as IllegalChoice).
    const stackTraceLimit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(`the General of ${ask.unit} chooses among ${ask.among.join(', ')} (${ask.kind})`);
    Error.stackTraceLimit = stackTraceLimit;
  }

  /** The events before the wait: those of the outer steps (`before`, told first), then those of the steps within. */
  toldAfter(before: readonly GameEvent[]): void {
    this.toldSoFar = [...before, ...this.toldSoFar];
  }

  get told(): readonly GameEvent[] {
    return this.toldSoFar;
  }

  /** The working copy `state` the wait stopped, kept as the table shown (the innermost one only). */
  shownAs(state: GameState): void {
    this.shown ??= state;
  }

  get table(): GameState | undefined {
    return this.shown;
  }
}

/**
 * The asker of a game being played on `state` (a working copy): each choice
 * asked takes the next answer given (`state.lossPicks`), and with none left
 * the game stops to wait for it (LossChoiceWait). A choice no rule of the
 * rulebook makes matter (models alike: game/loss-choice-matters.ts decides
 * first) is not asked. Nothing is asked outside a choice being made
 * (`lossPicks` unset: game/loss-choice-wait.ts sets it): losses worked out
 * otherwise (a rule's own check, a test of one step) take the engine's default.
 */
export function askedOn(state: GameState, matters: (ask: LossAsk) => boolean): LossAsker {
  return (ask) => {
    if (state.lossPicks === undefined || !matters(ask)) return undefined;
    const [next, ...rest] = state.lossPicks;
    if (next === undefined) {
      throw new LossChoiceWait({
        kind: ask.kind,
        unit: ask.unit.id,
        among: ask.among.map((m) => m.id),
      });
    }
    const model = ask.among.find((m) => m.id === next);
    if (model === undefined) {
      // An engine assertion: a choice made again asks as it did (the game is a pure function of its choices).
      const listed = ask.among.map((m) => m.id).join(', ');
      throw new Error(
        `engine assertion: a choice among losses made again drifted: ${ask.kind} for ${ask.unit.id} ` +
          `lists ${listed}, not the answer kept for it (${next}; ${rest.length} more kept after it)`,
      );
    }
    state.lossPicks = rest;
    return model;
  };
}
