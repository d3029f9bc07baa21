import {
  type At,
  type Choice,
  type ChoiceConstraint,
  type GameSetup,
  IllegalChoice,
  type PlayerView,
  type Table,
  armyUnit,
  freeAdvanceAllowed,
  guidedEndWithin,
  manoeuvreAllowed,
  plannedBonus,
  plannedCharge,
} from '@warroom/armoured-clash';
import type { RngState } from '@warroom/engine';
import { type ChargeContact, chargeContacts } from './charge-contacts.js';
import { MOVE_TRIES, between, eighthTurn, pick } from './random-draws.js';

/** Degrees in half a turn (π radians). */
const HALF_TURN = 180;

/** A Charge at a random target: the Officer placed in contact with the target's nearest model (or building), facing it. */
export function tryCharge(
  setup: GameSetup,
  view: PlayerView,
  rng: RngState,
  c: Extract<ChoiceConstraint, { kind: 'charge' }>,
): Choice | undefined {
  const target = pick(rng, c.targets);
  const officer = view.units[c.unit]?.models[0];
  if (target === undefined || officer === undefined) return undefined;
  const nearest = nearestContact(chargeContacts(setup, view, target), officer);
  if (nearest === undefined) return undefined;
  const length = Math.hypot(nearest.x - officer.x, nearest.y - officer.y) || 1;
  const dir = { x: (nearest.x - officer.x) / length, y: (nearest.y - officer.y) / length };
  const along = Math.abs(dir.x * Math.cos(nearest.facing) + dir.y * Math.sin(nearest.facing));
  const across = Math.abs(-dir.x * Math.sin(nearest.facing) + dir.y * Math.cos(nearest.facing));
  const reach = (along * nearest.depth + across * nearest.width) / 2;
  const back = reach + armyUnit(setup, c.unit).footprint.depth / 2;
  const at: At = [nearest.x - dir.x * back, nearest.y - dir.y * back];
  const facing = (Math.atan2(dir.y, dir.x) * HALF_TURN) / Math.PI;
  // glossary: Pathfinders: the guided unit ends within reach of its guide.
  if (!guidedEndWithin(setup, view, c.unit, at)) return undefined;
  try {
    // glossary: Locomotor Boosters: the Charge's limit the card set.
    plannedCharge(
      setup,
      view,
      c.unit,
      target,
      at,
      facing,
      plannedBonus(setup, view, c.unit, 'charge'),
    );
    return { kind: 'charge', target, at, facing };
  } catch (error) {
    if (!(error instanceof IllegalChoice)) throw error;
    return undefined;
  }
}

/** The contact nearest the Officer's centre, the first listed of those as near. */
function nearestContact(
  contacts: readonly ChargeContact[],
  officer: { readonly x: number; readonly y: number },
): ChargeContact | undefined {
  let nearest: ChargeContact | undefined;
  let least = Infinity;
  for (const contact of contacts) {
    const apart = Math.hypot(contact.x - officer.x, contact.y - officer.y);
    if (nearest === undefined || apart < least) {
      nearest = contact;
      least = apart;
    }
  }
  return nearest;
}

/** An Advance or a Double Time (rulebook p.24) sampled within its limit, checked on `table`. */
export function tryMove(
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
  for (let i = 0; i < MOVE_TRIES; i++) {
    const at: At = [
      officer.x + between(rng, -c.limit, c.limit),
      officer.y + between(rng, -c.limit, c.limit),
    ];
    const facing = eighthTurn(rng);
    // After an attack, an Advance may be a free one within its own limit (glossary: Hit & Run (X")).
    if (c.kind === 'advance' && view.activation?.freeAdvance !== undefined) {
      if (freeAdvanceAllowed(setup, view, c.unit, at, facing, c.limit, table))
        return { kind: c.kind, at, facing };
    } else if (
      // glossary: Pathfinders, Locomotor Boosters: the guide's reach, the limit the card set.
      guidedEndWithin(setup, view, c.unit, at) &&
      manoeuvreAllowed(
        setup,
        view,
        c.unit,
        c.kind,
        at,
        facing,
        plannedBonus(setup, view, c.unit, c.kind),
        table,
      )
    ) {
      return { kind: c.kind, at, facing };
    }
  }
  return undefined;
}

/** glossary: Vanguard (X"): a free Advance before the first Round, sampled within its limit. */
export function tryVanguard(
  setup: GameSetup,
  view: PlayerView,
  rng: RngState,
  c: Extract<ChoiceConstraint, { kind: 'vanguardAdvance' }>,
): Choice | undefined {
  const officer = view.units[c.unit]?.models[0];
  if (officer === undefined) return undefined;
  for (let i = 0; i < MOVE_TRIES; i++) {
    const at: At = [
      officer.x + between(rng, -c.limit, c.limit),
      officer.y + between(rng, -c.limit, c.limit),
    ];
    const facing = eighthTurn(rng);
    if (freeAdvanceAllowed(setup, view, c.unit, at, facing, c.limit))
      return { kind: 'vanguardAdvance', unit: c.unit, at, facing };
  }
  return undefined;
}
