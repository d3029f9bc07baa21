import {
  type Choice,
  type Decision,
  type GameResult,
  type GameState,
  type Side,
  nextDecision,
  playerView,
  rulesChangedNote,
  setupInPlay,
  generalCalled,
} from '@warroom/armoured-clash';
import { ApiError } from '../api-error.js';
import { faceDownSteps, withoutFaceDownCard } from './face-down-commands.js';
import type { StoredGameHead } from '../store/game-store.js';
import { botSide } from './game-options.js';
import type { GameStep, LiveGame } from './live-game.js';

/**
 * Which side a request may see. Hot-seat: either (the people at the screen take
 * turns). Against a bot: the person's side; the bot's only once the game is over.
 * No side given means the person's side against a bot; hot-seat needs one.
 */
export function sideToShow(live: LiveGame, asked: string | null): Side {
  const bot = botSide(live.head.options);
  if (asked === null || asked === '') {
    if (bot === undefined) throw new ApiError(400, 'say which General: ?side=a or ?side=b');
    return bot === 'a' ? 'b' : 'a';
  }
  if (asked !== 'a' && asked !== 'b') {
    throw new ApiError(400, `side must be a or b, got "${asked}"`, {
      problems: [{ where: 'query.side', message: 'must be a or b' }],
    });
  }
  if (asked === bot && live.state.stage !== 'over') {
    throw new ApiError(
      403,
      `${generalCalled(live.state, bot)} is played by the ${live.head.options.opponent} bot: its view is not shown before the game ends`,
    );
  }
  return asked;
}

/**
 * The rules version a game was created with (docs/protocol.md, Records), and
 * when it is not this engine's, what the command line says of such a record
 * (the engine's rulesChangedNote: e.g. a game stored before versions were kept).
 */
function rulesOf(head: StoredGameHead) {
  const note = rulesChangedNote(head);
  return {
    ...(head.rules === undefined ? {} : { rules: head.rules }),
    ...(note === undefined ? {} : { rulesNote: note }),
  };
}

/** A summary of a game for listings. */
export function gameSummary(
  head: StoredGameHead,
  index: number,
  result: GameResult | undefined = head.result,
) {
  return {
    id: head.id,
    clash: head.options.clash,
    ...(head.options.clashChoice === undefined ? {} : { clashChoice: head.options.clashChoice }),
    scale: head.options.scale,
    opponent: head.options.opponent,
    ...(head.options.human === undefined ? {} : { human: head.options.human }),
    forces: head.options.forces,
    ...rulesOf(head),
    index,
    over: result !== undefined,
    ...(result === undefined ? {} : { result }),
    createdAt: head.createdAt,
    updatedAt: head.updatedAt,
  };
}

/** Who the game waits for, without the options unless they are `side`'s to choose. */
function waiting(live: LiveGame, decision: Decision | undefined) {
  if (decision === undefined) return undefined;
  const bot = botSide(live.head.options);
  return {
    player: decision.player,
    prompt: decision.prompt,
    ...(decision.player === bot ? { bot: live.head.options.opponent } : {}),
  };
}

/**
 * A game as one General sees it: the setup (the table, both armies, the decks'
 * contents, all public), that General's view (own hand; the other's hand size
 * only; no deck order, no generator state), and the decision if it is theirs to
 * make now. Never the seed. `at` shows an earlier point of the game (a replay):
 * then no decision is offered.
 */
export function gameForSide(
  live: LiveGame,
  side: Side,
  at: { readonly index: number; readonly state: GameState } = {
    index: live.steps.length,
    state: live.state,
  },
) {
  const { head } = live;
  const { state, index } = at;
  const now = index === live.steps.length;
  const decision = live.broken === undefined || !now ? nextDecision(head.setup, state) : undefined;
  const next = waiting(live, decision);
  // rulebook p.56: the battlefield with the Clash chosen and the terrain the Generals placed by then.
  const setup = setupInPlay(head.setup, state);
  return {
    ...gameSummary(head, index, state.result),
    // rulebook p.56 Select a Clash: the Clash chosen in the game, once it is.
    clash: setup.clash ?? head.options.clash,
    side,
    leftOut: head.options.leftOut,
    setup,
    view: playerView(state, side),
    ...(next === undefined ? {} : { waitingFor: next }),
    ...(now && decision !== undefined && decision.player === side
      ? { decision: { index, ...decision } }
      : {}),
    ...(live.broken === undefined ? {} : { broken: live.broken }),
  };
}

/**
 * A choice as `side` may know it: the other General's bid is a face-down card
 * until both have bid, so its card is never told here, nor a standing order of
 * losses (rulebook pp.34-35: the General's own intention, shown only as its
 * losses are taken), nor what a Retaliation was declared with (glossary:
 * Precision, Overcharge: game/retaliation.ts), nor the models the charging
 * unit's Close Quarters Attack names with Precision (the attack's events tell
 * what it Destroyed), nor a Command card (or Special Command's) while it lies
 * face down (`faceDown`: rulebook p.37 Issuing Commands, p.38 Interference,
 * Special Commands; face-down-commands.ts); every other choice is made in the
 * open.
 */
export function choiceSeenBy(
  step: GameStep,
  side: Side,
  faceDown = false,
): Choice | { readonly kind: (typeof HIDDEN_KINDS)[number] } {
  const { kind } = step.choice;
  if (step.side === side) return step.choice;
  if (isHiddenKind(kind)) return { kind };
  const seen = faceDown ? withoutFaceDownCard(step.choice) : step.choice;
  // glossary: Precision: the charging General's picks are theirs (game/precision-seen.ts), also while Interference waits.
  return seen.kind === 'closeQuartersAttack' && seen.precision !== undefined
    ? withoutPrecision(seen)
    : seen;
}

/** A choice without the models its Precision names. */
function withoutPrecision(choice: Choice): Choice {
  return Object.fromEntries(
    Object.entries(choice).filter(([key]) => key !== 'precision'),
  ) as Choice;
}

/** The kinds of choice whose content the other General is not told. */
const HIDDEN_KINDS = ['bid', 'orderLosses', 'retaliate'] as const;

function isHiddenKind(kind: Choice['kind']): kind is (typeof HIDDEN_KINDS)[number] {
  return (HIDDEN_KINDS as readonly string[]).includes(kind);
}

/**
 * The log of a game as `side` may see it: each decision, who made it, and what
 * happened; `faceDown` on a choice whose Command card lies face down
 * (rulebook p.37): the field that carries the card, withheld from the other
 * General until Interference reveals it. `steps`: the log from its start, or
 * a tail of it.
 */
export function logForSide(steps: readonly GameStep[], side: Side) {
  const faceDown = faceDownSteps(steps);
  return steps.map((step) => {
    const field = faceDown.get(step.index);
    return {
      index: step.index,
      side: step.side,
      ...(step.bot === undefined ? {} : { bot: step.bot }),
      choice: choiceSeenBy(step, side, field !== undefined),
      ...(field === undefined ? {} : { faceDown: field }),
      events: step.events,
    };
  });
}
