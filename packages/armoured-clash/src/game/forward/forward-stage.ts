import type { Side } from '../../battlefield/table.js';
import { FACE_NAMES, Face, rollAttackDie } from '../../dice/faces.js';
import { FORWARD, type ForwardDie } from '../../rules/entries/forward.js';
import type { GameSetup } from '../army.js';
import { armyUnit } from '../army-unit.js';
import type { Choice, Decision } from '../choice.js';
import { type GameEvent, event } from '../events.js';
import { IllegalChoice } from '../rule-error.js';
import { type GameState, other } from '../state.js';
import { unitStep } from '../unit-rules.js';
import { generalA } from '../generals/generals-draw.js';

/** The faces by their number (rulebook p.32), to name a die rolled. */
const DIE_OF_FACE = Object.fromEntries(
  Object.entries(Face).map(([name, face]) => [face, name as ForwardDie]),
) as Readonly<Record<Face, ForwardDie>>;

/** A die's face as the rulebook names it (p.32). */
export function dieName(die: ForwardDie): string {
  return FACE_NAMES[Face[die]] ?? die;
}

/**
 * The units a General may choose as Forward units: those with the rule (game
 * step deploymentZonesClaimed) waiting to deploy; not a unit that must start
 * in Reserve, nor one Embarked (it deploys with its Transport).
 */
export function forwardOffered(setup: GameSetup, state: GameState, side: Side): string[] {
  return Object.values(state.units)
    .filter(
      (unit) =>
        unit.side === side &&
        !unit.deployed &&
        !unit.inReserve &&
        !unit.annihilated &&
        unit.embarked === undefined &&
        unitStep(setup, unit.id, 'deploymentZonesClaimed', undefined) !== undefined,
    )
    .map((unit) => unit.id);
}

/** Deployment begins, General A first (rulebook p.57). */
function startDeployment(state: GameState): GameEvent[] {
  state.stage = 'deployment';
  state.turn = generalA(state);
  return [];
}

/**
 * glossary: Forward — after both Generals have claimed their Deployment Zones,
 * before deploying any unit: when a General has units with Forward, stage
 * `forward` (each General with some chooses theirs, General A first);
 * otherwise Deployment.
 */
export function startForward(setup: GameSetup, state: GameState): GameEvent[] {
  const offered = {
    a: forwardOffered(setup, state, 'a'),
    b: forwardOffered(setup, state, 'b'),
  };
  if (offered.a.length === 0 && offered.b.length === 0) return startDeployment(state);
  const first = generalA(state);
  state.stage = 'forward';
  state.turn = offered[first].length > 0 ? first : other(first);
  state.forward = {
    chosen: {
      ...(offered.a.length === 0 ? { a: [] } : {}),
      ...(offered.b.length === 0 ? { b: [] } : {}),
    },
  };
  return [];
}

/** Every subset of the units, in the order given (as the Draw Cards step lists discards). */
function subsets(units: readonly string[]): string[][] {
  return units.reduce<string[][]>((all, unit) => [...all, ...all.map((s) => [...s, unit])], [[]]);
}

/** The decision of stage `forward`: which of the General's units with Forward are Forward units (as many as the General likes; every subset listed). */
export function forwardDecision(setup: GameSetup, state: GameState): Decision {
  const units = forwardOffered(setup, state, state.turn);
  return {
    player: state.turn,
    prompt: `Choose any number of your units with Forward to deploy first, each with a die of your Forward Pool (${FORWARD})`,
    options: subsets(units).map((chosen): Choice => ({ kind: 'chooseForward', units: chosen })),
  };
}

/**
 * glossary: Forward — the General chooses their Forward units; once both
 * Generals have, each rolls a Forward Pool of one Attack Die per unit chosen
 * (General A's first, as both roll at once), and Deployment begins.
 */
export function chooseForward(
  setup: GameSetup,
  state: GameState,
  choice: Extract<Choice, { kind: 'chooseForward' }>,
): GameEvent[] {
  const side = state.turn;
  const offered = forwardOffered(setup, state, side);
  const forward = state.forward ?? { chosen: {} };
  if (forward.chosen[side] !== undefined) {
    throw new IllegalChoice(FORWARD, 'you have chosen your Forward units already');
  }
  for (const [index, unit] of choice.units.entries()) {
    if (!offered.includes(unit)) {
      throw new IllegalChoice(
        FORWARD,
        `${unit} is not a unit of yours with Forward waiting to deploy (units: ${offered.join(', ') || 'none'})`,
      );
    }
    if (choice.units.indexOf(unit) !== index) {
      throw new IllegalChoice(FORWARD, `${unit} is chosen twice`);
    }
  }
  const chosen = { ...forward.chosen, [side]: choice.units.slice() };
  const names = choice.units.map((unit) => armyUnit(setup, unit).name).join(', ');
  const events = [
    event(
      'chooseForward',
      `${setup.generals[side].name} chooses ${names === '' ? 'no Forward unit' : `as Forward units: ${names}`} (${FORWARD})`,
      { side },
    ),
  ];
  const waiting = chosen[other(side)] === undefined;
  state.forward = { chosen };
  if (waiting) {
    state.turn = other(side);
    return events;
  }
  const first = generalA(state);
  const roll = (general: Side): ForwardDie[] =>
    (chosen[general] ?? []).map(() => DIE_OF_FACE[rollAttackDie(state.rng)]);
  const rolled = first === 'a' ? { a: roll('a'), b: roll('b') } : { b: roll('b'), a: roll('a') };
  const pools = { a: rolled.a, b: rolled.b };
  state.forward = { chosen, pools };
  for (const general of [first, other(first)]) {
    if (pools[general].length === 0) continue;
    events.push(
      event(
        'forwardPool',
        `${setup.generals[general].name} rolls a Forward Pool of ${pools[general].map(dieName).join(', ')} (${FORWARD})`,
        { side: general },
      ),
    );
  }
  return [...events, ...startDeployment(state)];
}
