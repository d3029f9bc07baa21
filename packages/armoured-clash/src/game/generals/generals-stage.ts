import type { Edge } from '../../battlefield/battlefield.js';
import type { GameSetup } from '../army.js';
import type { Choice, Decision } from '../choice.js';
import { type GameEvent, event } from '../events.js';
import { IllegalChoice } from '../rule-error.js';
import { type GameState, other } from '../state.js';
import { startForward } from '../forward/forward-stage.js';
import { DEPLOY_FORCES, type GeneralsDraw } from './generals-draw.js';
import { startSupplyDrop, suppliesToPlace } from '../clashes/supply-drop-placement.js';

function drawOf(state: GameState): GeneralsDraw {
  const draw = state.generals;
  if (draw === undefined) {
    throw new IllegalChoice(DEPLOY_FORCES, 'no card draw decides General A in this game');
  }
  return draw;
}

/** The Rear Edges of the two Deployment Zones, as the setup gives them (General A claims one). */
function zoneEdges(setup: GameSetup): Edge[] {
  return [setup.generals.a.rearEdge, setup.generals.b.rearEdge];
}

/**
 * The decision of stage `generals` (rulebook p.57 Deploy Forces): the draw's
 * winner decides whether they are General A or General B; then General A
 * claims a Deployment Zone, named by its Rear Edge.
 */
export function generalsDecision(setup: GameSetup, state: GameState): Decision {
  const draw = drawOf(state);
  if (draw.generalA === undefined) {
    return {
      player: draw.winner,
      prompt: `You drew the highest card: decide whether you are General A or General B (${DEPLOY_FORCES})`,
      options: [
        { kind: 'chooseGeneral', general: 'A' },
        { kind: 'chooseGeneral', general: 'B' },
      ],
    };
  }
  return {
    player: draw.generalA,
    prompt: `You are General A: claim a Deployment Zone, by its Rear Edge (${DEPLOY_FORCES})`,
    options: zoneEdges(setup).map((rearEdge): Choice => ({ kind: 'claimZone', rearEdge })),
  };
}

/**
 * rulebook p.57: the draw's winner decides whether they are General A or
 * General B; General A claims a zone next (after Supply Drop's markers are
 * placed, rulebook p.60).
 */
export function chooseGeneral(
  setup: GameSetup,
  state: GameState,
  choice: Extract<Choice, { kind: 'chooseGeneral' }>,
): GameEvent[] {
  const draw = drawOf(state);
  if (draw.generalA !== undefined) {
    throw new IllegalChoice(DEPLOY_FORCES, 'General A is decided already');
  }
  const first = choice.general === 'A' ? draw.winner : other(draw.winner);
  state.generals = { ...draw, generalA: first };
  state.turn = first;
  const chosen = event(
    'chooseGeneral',
    `${setup.generals[draw.winner].name} will be General ${choice.general}: ${setup.generals[first].name} is General A (${DEPLOY_FORCES})`,
    { side: draw.winner },
  );
  // rulebook p.60 Supply Drop: the markers are placed before General A claims a zone.
  return suppliesToPlace(setup, state) ? [chosen, ...startSupplyDrop(setup, state)] : [chosen];
}

/**
 * rulebook p.57: General A claims one of the Deployment Zones (the other is
 * General B's); the game is then played with the zones as claimed
 * (setupInPlay), and goes on to the Forward units or Deployment.
 */
export function claimZone(
  setup: GameSetup,
  state: GameState,
  choice: Extract<Choice, { kind: 'claimZone' }>,
): GameEvent[] {
  const draw = drawOf(state);
  const first = draw.generalA;
  if (first === undefined) {
    throw new IllegalChoice(DEPLOY_FORCES, "the draw's winner decides who is General A first");
  }
  if (draw.claimed !== undefined) {
    throw new IllegalChoice(DEPLOY_FORCES, 'General A has claimed a Deployment Zone already');
  }
  const edges = zoneEdges(setup);
  if (!edges.includes(choice.rearEdge)) {
    throw new IllegalChoice(
      DEPLOY_FORCES,
      `no Deployment Zone lies along the ${choice.rearEdge} edge (the zones' Rear Edges: ${edges.join(', ')})`,
    );
  }
  state.generals = { ...draw, claimed: choice.rearEdge };
  return [
    event(
      'claimZone',
      `General A (${setup.generals[first].name}) claims the Deployment Zone along the ${choice.rearEdge} edge (${DEPLOY_FORCES})`,
      { side: first },
    ),
    ...startForward(setup, state),
  ];
}
