import type { Side } from '../../battlefield/table.js';
import { discardFromHand } from '../../cards/command-deck.js';
import type { CommandConquestCard, ConquestTrigger } from '../../cards/deck-definition.js';
import type { ArmyUnit, GameSetup } from '../army.js';
import type { Choice, Decision } from '../choice.js';
import { result } from '../end-phase.js';
import { type GameEvent, event } from '../events.js';
import { IllegalChoice } from '../rule-error.js';
import { type GameState, other } from '../state.js';
import type { ConquestClaim, ConquestClaims } from './conquest-claims.js';
import { MEETING_KINDS, type TriggerMet, triggersMet } from './conquest-triggers.js';
import { endPhaseUnit } from './end-phase-triggers.js';
import { generalCalled } from '../generals/generals-draw.js';

const CONQUEST = 'rulebook p.40 Conquest Objectives';

function sameTrigger(a: ConquestTrigger, b: ConquestTrigger): boolean {
  if (a.kind === 'annihilate' && b.kind === 'annihilate') return a.attack === b.attack;
  if (a.kind === 'holdTheCentre' && b.kind === 'holdTheCentre') return a.within === b.within;
  return a.kind === b.kind;
}

/** What a card's reward scores for a Trigger met about `unit`; undefined when it cannot be told. */
function rewardFor(card: CommandConquestCard, unit: ArmyUnit): number | undefined {
  const reward = card.conquest.victoryPoints;
  if (typeof reward === 'number' || reward === undefined) return reward;
  return unit.reinforcement === undefined ? undefined : reward[unit.reinforcement];
}

function claimsOf(
  setup: GameSetup,
  state: GameState,
  side: Side,
  met: readonly TriggerMet[],
  endOfRound: boolean,
): ConquestClaim[] {
  const claims: ConquestClaim[] = [];
  for (const card of state.players[side].deck.hand) {
    const definition = setup.generals[side].deck.cards[card];
    const when = definition?.conquest.when;
    if (definition === undefined || when === undefined) continue;
    const atEnd = endOfRound ? endPhaseUnit(setup, state, side, when) : undefined;
    const rewards = [...met, ...(atEnd === undefined ? [] : [{ side, trigger: when, unit: atEnd }])]
      .filter((m) => m.side === side && sameTrigger(m.trigger, when))
      .map((m) => ({ vp: rewardFor(definition, m.unit), unit: m.unit.name }))
      .filter((r): r is { vp: number; unit: string } => r.vp !== undefined);
    const best = rewards.reduce<(typeof rewards)[number] | undefined>(
      (top, r) => (top === undefined || r.vp > top.vp ? r : top),
      undefined,
    );
    if (best === undefined) continue;
    claims.push({
      card,
      victoryPoints: best.vp,
      because: `${definition.conquest.name} (${best.unit})`,
    });
  }
  return claims;
}

/**
 * rulebook p.40: "A Conquest Objective must be claimed when its Trigger is
 * met". After each choice, the Triggers its events met (conquest-triggers.ts)
 * open a claim for each General holding a card whose machine-readable Trigger
 * (`when`) matches and whose reward can be told (a reward by Reinforcement
 * Level needs the unit's level). The claims are decided before anything else.
 */
export function openClaims(setup: GameSetup, state: GameState, events: readonly GameEvent[]): void {
  // rulebook p.22 The End Phase: the Triggers that read the battlefield then.
  const endOfRound = events.some((e) => e.kind === 'endPhase');
  // Most choices neither end a Round nor tell an event that meets a Trigger: no claim, nothing read.
  if (!endOfRound && !events.some((e) => MEETING_KINDS.has(e.kind))) return;
  const met = triggersMet(setup, events, (unit) => state.units[unit]?.embarked?.transport);
  if (met.length === 0 && !endOfRound) return;
  // rulebook p.22: End Phase effects at the same time are resolved in the order the General with the Initiative decides: theirs first.
  const sides: readonly Side[] = endOfRound
    ? [state.initiative, other(state.initiative)]
    : ['a', 'b'];
  const opened: ConquestClaims[] = sides
    .map((side) => ({ side, claimable: claimsOf(setup, state, side, met, endOfRound) }))
    .filter((c) => c.claimable.length > 0);
  if (opened.length > 0) state.claims = [...(state.claims ?? []), ...opened];
}

/** Every subset of the claimable cards, the empty one (claim nothing) first. */
function subsets(cards: readonly number[]): number[][] {
  return cards.reduce<number[][]>((all, card) => [...all, ...all.map((s) => [...s, card])], [[]]);
}

/** The General whose Trigger was met decides which Conquest Objectives to claim (none, one or several at once: p.40). */
export function claimDecision(state: GameState): Decision | undefined {
  const open = state.claims?.[0];
  if (open === undefined) return undefined;
  const names = open.claimable.map((c) => `${c.because}: ${c.victoryPoints} VP`).join('; ');
  return {
    player: open.side,
    prompt: `Claim Conquest Objectives whose Trigger is met now, or none (rulebook p.40): ${names}`,
    options: subsets(open.claimable.map((c) => c.card)).map((cards): Choice => ({
      kind: 'claim',
      cards,
    })),
  };
}

/**
 * rulebook p.40: the General reveals each card claimed, scores its Victory
 * Point reward and discards it; several may be claimed at once. A card not
 * claimed now cannot be claimed for this Trigger later. A claim made as the
 * game ended counts in its result.
 */
export function claimConquests(state: GameState, cards: readonly number[]): GameEvent[] {
  const [open, ...rest] = state.claims ?? [];
  if (open === undefined)
    throw new IllegalChoice(CONQUEST, 'no Conquest Objective can be claimed now');
  if (new Set(cards).size !== cards.length)
    throw new IllegalChoice(CONQUEST, 'a card is claimed twice');
  const claimed = cards.map((card) => {
    const claim = open.claimable.find((c) => c.card === card);
    if (claim === undefined) {
      throw new IllegalChoice(
        CONQUEST,
        `the Trigger of card ${card}'s Conquest Objective is not met`,
      );
    }
    return claim;
  });
  const player = state.players[open.side];
  const events = claimed.map((claim) => {
    discardFromHand(player.deck, claim.card);
    player.vp += claim.victoryPoints;
    return event(
      'conquest',
      `${generalCalled(state, open.side)} claims ${claim.because}: ${claim.victoryPoints} VP`,
      { side: open.side },
    );
  });
  if (rest.length > 0) state.claims = rest;
  else state.claims = undefined;
  if (state.stage === 'over' && claimed.length > 0) {
    state.result = result(state);
    events.push(event('gameOver', `With the Conquest Objectives claimed: ${resultText(state)}`));
  }
  return events;
}

function resultText(state: GameState): string {
  const outcome = state.result;
  if (outcome === undefined || outcome.winner === 'draw') return 'the game is a Draw';
  return `${generalCalled(state, outcome.winner)} wins${outcome.devastating ? ' a Devastating Victory' : ''}`;
}
