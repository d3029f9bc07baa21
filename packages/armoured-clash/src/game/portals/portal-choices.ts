import type { GameSetup } from '../army.js';
import { armyUnit } from '../army-unit.js';
import type { At, Choice, ChoiceConstraint, Decision } from '../choice.js';
import { type GameEvent, event } from '../events.js';
import { IllegalChoice } from '../rule-error.js';
import type { GameState } from '../state.js';
import { tableOf } from '../table-of.js';
import { PORTAL_MASTERY, portalLimitOrRefusal, portalsLeftToPlace } from './portal-limit.js';
import { portalMarkersOf } from './portal-markers.js';
import { PORTAL_CLEARANCE, portalSpotProblem } from './portal-spot.js';
import { counted } from '../model-count.js';
import { generalCalled } from '../generals/generals-draw.js';

type Mastery = NonNullable<NonNullable<GameState['activation']>['portalMastery']>;

/** The received Portal Mastery of the active unit, or undefined. */
function masteryNow(state: GameState): Mastery | undefined {
  return state.activation?.portalMastery;
}

/** Why no marker can be placed now (the Portal Limit missing or reached), or undefined. */
function placingRefusal(setup: GameSetup, state: GameState): string | undefined {
  const limit = portalLimitOrRefusal(setup);
  if (limit instanceof IllegalChoice) return limit.message;
  return portalsLeftToPlace(setup, state, state.turn) === 0
    ? `the Portal Limit of ${limit} is reached`
    : undefined;
}

/**
 * glossary: Portal Mastery (X) — the Special Command received: its General
 * places the X markers one at a time (a placement: `placePortalMarker`,
 * constraint with the 1" clearance), or removes X (of either General, listed), or
 * stops (the rule says they "may"); once one is placed, only placing goes on,
 * once one is removed only removing. When the Portal Limit is not given no
 * placement is offered, and the prompt says what data is missing.
 */
export function portalMasteryDecision(setup: GameSetup, state: GameState): Decision | undefined {
  const mastery = masteryNow(state);
  const unit = state.activation?.unit;
  if (mastery === undefined || unit === undefined) return undefined;
  const refusal = placingRefusal(setup, state);
  const placing = mastery.mode !== 'remove' && refusal === undefined;
  const constraints: ChoiceConstraint[] = placing
    ? [
        {
          kind: 'placePortalMarker',
          unit,
          left: Math.min(mastery.left, portalsLeftToPlace(setup, state, state.turn)),
          clearance: PORTAL_CLEARANCE,
        },
      ]
    : [];
  const removals =
    mastery.mode === 'place'
      ? []
      : portalMarkersOf(state).map((m): Choice => ({ kind: 'removePortalMarker', marker: m.id }));
  const why =
    refusal === undefined || mastery.mode === 'remove'
      ? ''
      : ` (no marker can be placed: ${refusal})`;
  return {
    player: state.turn,
    prompt: `${armyUnit(setup, unit).name}: place ${counted(mastery.left, 'Portal Marker')}, or remove ${mastery.left}, or stop (${PORTAL_MASTERY})${why}`,
    options: [...removals, { kind: 'endPortalMastery' }],
    ...(constraints.length === 0 ? {} : { constraints }),
  };
}

/** One marker done: the count goes down; with none left to place or remove, Portal Mastery is done with. */
function oneDone(setup: GameSetup, state: GameState, mode: 'place' | 'remove'): void {
  const activation = state.activation;
  const mastery = masteryNow(state);
  if (activation === undefined || mastery === undefined) return;
  const left = mastery.left - 1;
  const more =
    mode === 'place'
      ? placingRefusal(setup, state) === undefined
      : portalMarkersOf(state).length > 0;
  if (left > 0 && more) activation.portalMastery = { left, mode };
  else activation.portalMastery = undefined;
}

/** Places a Portal Marker of the active General at `at` (portalSpotProblem says where it may go; the Portal Limit how many). */
export function placePortalMarker(setup: GameSetup, state: GameState, at: At): GameEvent[] {
  const mastery = masteryNow(state);
  if (mastery === undefined || mastery.mode === 'remove') {
    throw new IllegalChoice(PORTAL_MASTERY, 'no Portal Marker may be placed now');
  }
  const refusal = placingRefusal(setup, state);
  if (refusal !== undefined) throw new IllegalChoice(PORTAL_MASTERY, refusal);
  const problem = portalSpotProblem(setup, state, tableOf(setup, state), at);
  if (problem !== undefined) throw new IllegalChoice(PORTAL_MASTERY, problem);
  const placed = (state.portals?.placed ?? 0) + 1;
  const marker = { id: `portal-${placed}`, side: state.turn, at: [at[0], at[1]] as const };
  state.portals = { markers: [...portalMarkersOf(state), marker], placed };
  oneDone(setup, state, 'place');
  const text = `${generalCalled(state, state.turn)} places the Portal Marker ${marker.id} at (${at[0].toFixed(2)}, ${at[1].toFixed(2)})`;
  return [event('portalPlaced', text, { side: state.turn })];
}

/** Removes the Portal Marker `markerId`, of either General. */
export function removePortalMarker(
  setup: GameSetup,
  state: GameState,
  markerId: string,
): GameEvent[] {
  const mastery = masteryNow(state);
  if (mastery === undefined || mastery.mode === 'place') {
    throw new IllegalChoice(PORTAL_MASTERY, 'no Portal Marker may be removed now');
  }
  const markers = portalMarkersOf(state);
  if (!markers.some((m) => m.id === markerId)) {
    throw new IllegalChoice(PORTAL_MASTERY, `${markerId} is no Portal Marker on the battlefield`);
  }
  state.portals = {
    markers: markers.filter((m) => m.id !== markerId),
    placed: state.portals?.placed ?? 0,
  };
  oneDone(setup, state, 'remove');
  const text = `${generalCalled(state, state.turn)} removes the Portal Marker ${markerId}`;
  return [event('portalRemoved', text, { side: state.turn })];
}

/** The General places or removes no more markers. */
export function endPortalMastery(state: GameState): GameEvent[] {
  if (masteryNow(state) === undefined) {
    throw new IllegalChoice(PORTAL_MASTERY, 'no Portal Mastery is being resolved');
  }
  if (state.activation !== undefined) state.activation.portalMastery = undefined;
  return [];
}
