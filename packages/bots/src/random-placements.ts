import {
  type At,
  type Choice,
  type ChoiceConstraint,
  type GameSetup,
  IllegalChoice,
  type PlayerView,
  type Table,
  placeAerialAssault,
  placeForDeploymentOrRefusal,
  portalSpotProblem,
} from '@warroom/armoured-clash';
import type { RngState } from '@warroom/engine';
import { TRIES, between, pick, quarterTurn, shuffled } from './random-draws.js';
import { reservePlacement } from './reserve-placement.js';
import { type ReserveSpot, sampledFlankAttack, sampledReserve } from './random-reserve.js';

/** Deployment (rulebook p.57): a unit placed at a random spot of its zone, checked on `table`. */
export function tryDeploy(
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
    const facing = quarterTurn(rng);
    if (
      !(
        placeForDeploymentOrRefusal(setup, view, unit, at, facing, table, forwardDie) instanceof
        IllegalChoice
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

/** glossary: Aerial Assault — a unit placed at a random spot of the battlefield, with a random card (none in the final Round). */
export function tryAerialAssault(
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
    const facing = quarterTurn(rng);
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
export function tryPortalMarker(
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

/**
 * rulebook p.21 Deploy Reserves: a random unit brought on at a place drawn
 * along its zone's edges (random-reserve.ts), else the spots tried in a seeded
 * shuffle; or a Flank Attack to a place drawn along the side edges, else along
 * the own zone's edges, with a random card (none for Vanguard).
 */
export function tryFromReserve(
  setup: GameSetup,
  view: PlayerView,
  table: Table,
  rng: RngState,
  c: Extract<ChoiceConstraint, { kind: 'deployReserve' | 'flankAttack' }>,
): Choice | undefined {
  const unit = pick(rng, c.units);
  if (unit === undefined) return undefined;
  const shuffle = (spots: At[]): At[] => shuffled(rng, spots);
  if (c.kind === 'flankAttack') {
    const card = pick(rng, c.cards);
    const zone = setup.generals[view.as].zone;
    const standardSpot = (): ReserveSpot | undefined => {
      const standard = reservePlacement(setup, view, unit, zone, shuffle, table);
      return standard?.kind === 'deployReserve' ? standard : undefined;
    };
    const placed = sampledFlankAttack(setup, view, unit, c.avoid, rng) ?? standardSpot();
    if (placed === undefined) return undefined;
    const { at, facing } = placed;
    if (c.withoutCommand.includes(unit)) return { kind: 'flankAttack', unit, at, facing };
    return card === undefined ? undefined : { kind: 'flankAttack', unit, at, facing, card };
  }
  const spot = sampledReserve(setup, view, unit, c.zone, rng, table);
  return spot === undefined
    ? reservePlacement(setup, view, unit, c.zone, shuffle, table)
    : { kind: 'deployReserve', unit, ...spot };
}
