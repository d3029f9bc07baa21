import {
  type At,
  type Choice,
  type ChoiceConstraint,
  type Decision,
  type GameSetup,
  IllegalChoice,
  type PlayerView,
  type Table,
  armyUnit,
  manoeuvreAllowed,
  placeAerialAssault,
  placeForDeploymentOrRefusal,
  portalSpotProblem,
  plannedCharge,
  plannedFreeAdvance,
  setupInPlay,
  tableOf,
} from '@warroom/armoured-clash';
import { trySetUp } from './try-set-up.js';
import { chargeContacts } from './charge-contacts.js';
import { type RngState, nextInt, seedRng } from '@warroom/engine';
import type { Player } from './player.js';
import { reservePlacement } from './reserve-placement.js';
import { randomTerrainPlacement } from './terrain-placement.js';

/** Placements tried before the random player settles for a listed option. */
const TRIES = 40;

function pick<T>(rng: RngState, items: readonly T[]): T | undefined {
  return items.length === 0 ? undefined : items[nextInt(rng, items.length)];
}

/** A uniform number in [low, high), to a hundredth of an inch. */
function between(rng: RngState, low: number, high: number): number {
  return low + nextInt(rng, Math.max(1, Math.round((high - low) * 100))) / 100;
}

function tryDeploy(
  setup: GameSetup,
  view: PlayerView,
  table: Table,
  rng: RngState,
  c: Extract<ChoiceConstraint, { kind: 'deploy' }>,
): Choice | undefined {
  const xs = c.zone.map((p) => p[0]);
  const ys = c.zone.map((p) => p[1]);
  for (let i = 0; i < TRIES; i++) {
    const unit = pick(rng, c.units);
    if (unit === undefined) return undefined;
    // glossary: Forward: a Forward unit deploys with a die of the pool, one at random each try.
    const forwardDie = c.forwardPool === undefined ? undefined : pick(rng, c.forwardPool);
    const at: At = [
      between(rng, Math.min(...xs), Math.max(...xs)),
      between(rng, Math.min(...ys), Math.max(...ys)),
    ];
    const facing = 90 * nextInt(rng, 4);
    if (
      !(
        placeForDeploymentOrRefusal(
          setup,
          view.units,
          unit,
          at,
          facing,
          table,
          forwardDie,
        ) instanceof IllegalChoice
      )
    )
      return {
        kind: 'deploy',
        unit,
        at,
        facing,
        ...(forwardDie === undefined ? {} : { forwardDie }),
      };
  }
  return undefined;
}

/** A Charge at a random target: the Officer placed in contact with the target's nearest model (or building), facing it. */
function tryCharge(
  setup: GameSetup,
  view: PlayerView,
  rng: RngState,
  c: Extract<ChoiceConstraint, { kind: 'charge' }>,
): Choice | undefined {
  const target = pick(rng, c.targets);
  const officer = view.units[c.unit]?.models[0];
  if (target === undefined || officer === undefined) return undefined;
  const nearest = chargeContacts(setup, view.units, target)
    .slice()
    .sort(
      (m, n) =>
        Math.hypot(m.x - officer.x, m.y - officer.y) - Math.hypot(n.x - officer.x, n.y - officer.y),
    )[0];
  if (nearest === undefined) return undefined;
  const length = Math.hypot(nearest.x - officer.x, nearest.y - officer.y) || 1;
  const dir = { x: (nearest.x - officer.x) / length, y: (nearest.y - officer.y) / length };
  const along = Math.abs(dir.x * Math.cos(nearest.facing) + dir.y * Math.sin(nearest.facing));
  const across = Math.abs(-dir.x * Math.sin(nearest.facing) + dir.y * Math.cos(nearest.facing));
  const reach = (along * nearest.depth + across * nearest.width) / 2;
  const back = reach + armyUnit(setup, c.unit).footprint.depth / 2;
  const at: At = [nearest.x - dir.x * back, nearest.y - dir.y * back];
  const facing = (Math.atan2(dir.y, dir.x) * 180) / Math.PI;
  try {
    plannedCharge(setup, view.units, c.unit, target, at, facing);
    return { kind: 'charge', target, at, facing };
  } catch (error) {
    if (!(error instanceof IllegalChoice)) throw error;
    return undefined;
  }
}

function tryMove(
  setup: GameSetup,
  view: PlayerView,
  table: Table,
  rng: RngState,
  c:
    | Extract<ChoiceConstraint, { kind: 'advance' }>
    | Extract<ChoiceConstraint, { kind: 'doubleTime' }>,
): Choice | undefined {
  const officer = view.units[c.unit]?.models[0];
  if (officer === undefined) return undefined;
  for (let i = 0; i < TRIES / 4; i++) {
    const at: At = [
      officer.x + between(rng, -c.limit, c.limit),
      officer.y + between(rng, -c.limit, c.limit),
    ];
    const facing = 45 * nextInt(rng, 8);
    // After an attack, an Advance may be a free one within its own limit (glossary: Hit & Run (X")).
    if (c.kind === 'advance' && view.activation?.freeAdvance !== undefined) {
      try {
        plannedFreeAdvance(setup, view.units, c.unit, at, facing, c.limit);
        return { kind: c.kind, at, facing };
      } catch (error) {
        if (!(error instanceof IllegalChoice)) throw error;
      }
    } else if (manoeuvreAllowed(setup, view.units, c.unit, c.kind, at, facing, 0, table)) {
      return { kind: c.kind, at, facing };
    }
  }
  return undefined;
}

/** glossary: Vanguard (X"): a free Advance before the first Round, sampled within its limit. */
function tryVanguard(
  setup: GameSetup,
  view: PlayerView,
  rng: RngState,
  c: Extract<ChoiceConstraint, { kind: 'vanguardAdvance' }>,
): Choice | undefined {
  const officer = view.units[c.unit]?.models[0];
  if (officer === undefined) return undefined;
  for (let i = 0; i < TRIES / 4; i++) {
    const at: At = [
      officer.x + between(rng, -c.limit, c.limit),
      officer.y + between(rng, -c.limit, c.limit),
    ];
    const facing = 45 * nextInt(rng, 8);
    try {
      plannedFreeAdvance(setup, view.units, c.unit, at, facing, c.limit);
      return { kind: 'vanguardAdvance', unit: c.unit, at, facing };
    } catch (error) {
      if (!(error instanceof IllegalChoice)) throw error;
    }
  }
  return undefined;
}

/** glossary: Aerial Assault — a unit placed at a random spot of the battlefield, with any card (none in the final Round). */
function tryAerialAssault(
  setup: GameSetup,
  view: PlayerView,
  rng: RngState,
  c: Extract<ChoiceConstraint, { kind: 'aerialAssault' }>,
): Choice | undefined {
  const card = c.withoutCommand ? undefined : pick(rng, c.cards);
  if (!c.withoutCommand && card === undefined) return undefined;
  for (let i = 0; i < TRIES; i++) {
    const unit = pick(rng, c.units);
    if (unit === undefined) return undefined;
    const at: At = [
      between(rng, 0, setup.battlefield.width),
      between(rng, 0, setup.battlefield.depth),
    ];
    const facing = 90 * nextInt(rng, 4);
    try {
      placeAerialAssault(setup, view, unit, at, facing);
      return { kind: 'aerialAssault', unit, at, facing, ...(card === undefined ? {} : { card }) };
    } catch (error) {
      if (!(error instanceof IllegalChoice)) throw error;
    }
  }
  return undefined;
}

/** glossary: Portal Mastery (X) — a Portal Marker at a random point of the battlefield clear of units, buildings and markers. */
function tryPortalMarker(
  setup: GameSetup,
  view: PlayerView,
  table: Table,
  rng: RngState,
): Choice | undefined {
  for (let i = 0; i < TRIES; i++) {
    const at: At = [
      between(rng, 0, setup.battlefield.width),
      between(rng, 0, setup.battlefield.depth),
    ];
    if (portalSpotProblem(setup, view, table, at) === undefined)
      return { kind: 'placePortalMarker', at };
  }
  return undefined;
}

/** A placement or move for a constraint, tried on `table` (the table of the view's units). */
function tryConstraint(
  setup: GameSetup,
  view: PlayerView,
  table: Table,
  rng: RngState,
  c: ChoiceConstraint,
): Choice | undefined {
  if (c.kind === 'charge') return tryCharge(setup, view, rng, c);
  if (c.kind === 'advance') return tryMove(setup, view, table, rng, c);
  if (c.kind === 'vanguardAdvance') return tryVanguard(setup, view, rng, c);
  if (c.kind === 'doubleTime') {
    // Now and then with a Command the constraint lists (Forced March): the move stays legal.
    const move = tryMove(setup, view, table, rng, c);
    const command = nextInt(rng, 2) === 0 ? pick(rng, c.commands ?? []) : undefined;
    return move?.kind === 'doubleTime' && command !== undefined ? { ...move, command } : move;
  }
  if (c.kind === 'deploy') return tryDeploy(setup, view, table, rng, c);
  if (c.kind === 'placeTerrain') return randomTerrainPlacement(setup, view, rng, c);
  if (
    c.kind === 'disembark' ||
    c.kind === 'exit' ||
    c.kind === 'assaultRamp' ||
    c.kind === 'bailOut'
  )
    return trySetUp(setup, view, rng, c, TRIES / 4, table);
  if (c.kind === 'aerialAssault') return tryAerialAssault(setup, view, rng, c);
  if (c.kind === 'placePortalMarker') return tryPortalMarker(setup, view, table, rng);
  const unit = pick(rng, c.units);
  // A seeded shuffle of the spots along the edge.
  const shuffle = (spots: At[]): At[] =>
    spots
      .map((spot) => ({ spot, key: nextInt(rng, 1 << 30) }))
      .sort((x, y) => x.key - y.key)
      .map((x) => x.spot);
  if (c.kind === 'flankAttack') {
    // A Flank Attack (rulebook p.21) to a place along the own zone's edges, with any card (none for Vanguard).
    const card = pick(rng, c.cards);
    const zone = setup.generals[view.as].zone;
    const placed =
      unit === undefined ? undefined : reservePlacement(setup, view, unit, zone, shuffle, table);
    if (placed?.kind !== 'deployReserve') return undefined;
    const { unit: placedUnit, at, facing } = placed;
    if (c.withoutCommand.includes(placedUnit)) {
      return { kind: 'flankAttack', unit: placedUnit, at, facing };
    }
    return card === undefined
      ? undefined
      : { kind: 'flankAttack', unit: placedUnit, at, facing, card };
  }
  return unit === undefined
    ? undefined
    : reservePlacement(setup, view, unit, c.zone, shuffle, table);
}

/**
 * The `random` bot: a legal choice picked at random (seeded). Placements and
 * moves are sampled and checked with the engine's own rules, using only what its
 * General sees; when none of the samples is legal it takes a listed option. For
 * fuzzing: thousands of games with it must end cleanly.
 */
export function randomPlayer(seed: number | string): Player {
  const rng = seedRng(seed);
  return {
    name: 'random',
    choose(given: GameSetup, view: PlayerView, decision: Decision): Choice {
      // rulebook p.56: the battlefield with the terrain the Generals placed.
      const setup = setupInPlay(given, view);
      const constraints = decision.constraints ?? [];
      const useConstraint =
        constraints.length > 0 && (decision.options.length === 0 || nextInt(rng, 2) === 0);
      // One table for every placement tried in this decision, built only when one is tried.
      let table: Table | undefined;
      const tableOfView = (): Table => (table ??= tableOf(setup, view));
      if (useConstraint) {
        const c = pick(rng, constraints);
        const made =
          c === undefined ? undefined : tryConstraint(setup, view, tableOfView(), rng, c);
        if (made !== undefined) return made;
      }
      const option = pick(rng, decision.options);
      if (option !== undefined) return option;
      for (const c of constraints) {
        const made = tryConstraint(setup, view, tableOfView(), rng, c);
        if (made !== undefined) return made;
      }
      throw new Error(`the random player found no legal choice for: ${decision.prompt}`);
    },
  };
}
