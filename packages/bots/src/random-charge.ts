import {
  type At,
  type Choice,
  type ChoiceConstraint,
  type GameSetup,
  IllegalChoice,
  type PlayerView,
  armyUnit,
  guidedEndWithin,
  plannedBonus,
  plannedCharge,
} from '@warroom/armoured-clash';
import { type RngState, degrees } from '@warroom/engine';
import { type ChargeContact, chargeContacts } from './charge-contacts.js';
import { between, pick } from './random-draws.js';
import { officerOf } from './random-heading.js';

/** Contact spots tried round the Charge's targets before the random player settles for another choice. */
const CHARGE_SPOTS = 8;

/** A quarter turn, in radians: between one side of a base and the next. */
const QUARTER_TURN = Math.PI / 2;

/** A hair beyond the limit, so a spot at exactly the limit is still asked about. */
const LIMIT_MARGIN = 0.01;

/** The Officer's centre, where the Charge's move is measured from. */
interface Officer {
  readonly x: number;
  readonly y: number;
}

/**
 * rulebook p.24 Charge: a Charge at a random target the Officer can reach,
 * its Officer placed in contact with one of the target's models (or its
 * building), facing it, flush against a side of its base (officerPlace). The
 * targets and contacts tried are those whose straight approach lies within the
 * Charge's Movement Limit (with the Locomotor Boosters' Value; a Charge only
 * a Road's bonus, p.42, brings within reach is not looked for); the first
 * spot tried is the straight approach, the rest drawn at random along the
 * sides facing it.
 * Each spot is checked with the engine's own rule (plannedCharge); undefined
 * when none is legal.
 */
export function tryCharge(
  setup: GameSetup,
  view: PlayerView,
  rng: RngState,
  c: Extract<ChoiceConstraint, { kind: 'charge' }>,
): Choice | undefined {
  const officer = officerOf(view, c.unit);
  if (officer === undefined) return undefined;
  // glossary: Locomotor Boosters: the Charge's limit the card set.
  const bonus = plannedBonus(setup, view, c.unit, 'charge');
  const ownHalfDepth = armyUnit(setup, c.unit).footprint.depth / 2;
  const reach = c.limit + bonus + LIMIT_MARGIN;
  const inReach = (contact: ChargeContact): boolean =>
    straightApproach(officer, contact, ownHalfDepth) <= reach;
  // The targets cost Line of Sight to list: they are read only when one may be in reach.
  if (!mayBeInReach(setup, view, c.unit, inReach)) return undefined;
  const aims = c.targets.flatMap((target) =>
    chargeContacts(setup, view, target)
      .filter(inReach)
      .map((contact) => ({ target, contact })),
  );
  const targets = [...new Set(aims.map((a) => a.target))];
  for (let spot = 0; spot < CHARGE_SPOTS; spot++) {
    const target = pick(rng, targets);
    const aim = pick(
      rng,
      aims.filter((a) => a.target === target),
    );
    if (aim === undefined) return undefined;
    const placed = officerPlace(officer, aim.contact, ownHalfDepth, spot === 0 ? undefined : rng);
    if (placed === undefined) continue;
    if (Math.hypot(placed.at[0] - officer.x, placed.at[1] - officer.y) > reach) continue;
    // glossary: Pathfinders: the guided unit ends within reach of its guide.
    if (!guidedEndWithin(setup, view, c.unit, placed.at)) continue;
    if (legalCharge(setup, view, c.unit, aim.target, placed, bonus))
      return { kind: 'charge', target: aim.target, ...placed };
  }
  return undefined;
}

/**
 * Whether some place a Charge of the unit could be aimed at is in reach: a
 * model of an enemy unit (its building when Garrisoned), or a Defensible
 * Building (glossary: Demolition). Every target of the Charge is one of
 * these, so when none is in reach no target is, whichever the engine lists.
 */
function mayBeInReach(
  setup: GameSetup,
  view: PlayerView,
  unit: string,
  inReach: (contact: ChargeContact) => boolean,
): boolean {
  const side = view.units[unit]?.side;
  const reached = (target: string): boolean => chargeContacts(setup, view, target).some(inReach);
  return (
    Object.values(view.units).some((u) => u.side !== side && reached(u.id)) ||
    setup.terrain.some((t) => t.defensible !== undefined && reached(t.id))
  );
}

/** How far the Officer's centre is from `contact` along the straight line, touching it: what the Charge must cover. */
function straightApproach(officer: Officer, contact: ChargeContact, ownHalfDepth: number): number {
  const apart = Math.hypot(contact.x - officer.x, contact.y - officer.y);
  const bearing = Math.atan2(officer.y - contact.y, officer.x - contact.x);
  return apart - extentTowards(contact, bearing) - ownHalfDepth;
}

/**
 * How far `contact`'s base reaches from its centre towards `bearing`
 * (radians): the line across the bearing at that distance touches it.
 */
function extentTowards(contact: ChargeContact, bearing: number): number {
  const along = Math.abs(Math.cos(bearing - contact.facing));
  const across = Math.abs(Math.sin(bearing - contact.facing));
  return (along * contact.depth + across * contact.width) / 2;
}

/** One side of a contact's base: its outward bearing (radians), how far it is from the centre, half its length. */
interface BaseSide {
  readonly bearing: number;
  readonly apart: number;
  readonly halfLength: number;
}

/** The sides of `contact`'s base that face the Officer (front, left, back, right: those it stands beyond), most squarely first. */
function sidesFacing(officer: Officer, contact: ChargeContact): BaseSide[] {
  const { facing, width, depth } = contact;
  const sides: BaseSide[] = [
    { bearing: facing, apart: depth / 2, halfLength: width / 2 },
    { bearing: facing + QUARTER_TURN, apart: width / 2, halfLength: depth / 2 },
    { bearing: facing + 2 * QUARTER_TURN, apart: depth / 2, halfLength: width / 2 },
    { bearing: facing - QUARTER_TURN, apart: width / 2, halfLength: depth / 2 },
  ];
  const [dx, dy] = [officer.x - contact.x, officer.y - contact.y];
  return sides
    .map((side) => ({ side, beyond: dx * Math.cos(side.bearing) + dy * Math.sin(side.bearing) }))
    .filter((s) => s.beyond > 0)
    .sort((s, t) => t.beyond - s.beyond)
    .map((s) => s.side);
}

/**
 * The Officer's place and facing flush against a side of `contact`'s base
 * that faces it, square to the base and facing it (so it touches that model
 * and no other model of a rank beside it): with no `rng`, the side it stands
 * most squarely beyond, at the point of it nearest the Officer (the straight
 * approach); with `rng`, a random side facing it, at a random point along it.
 */
function officerPlace(
  officer: Officer,
  contact: ChargeContact,
  ownHalfDepth: number,
  rng?: RngState,
): { at: At; facing: number } | undefined {
  const sides = sidesFacing(officer, contact);
  const side = rng === undefined ? sides[0] : pick(rng, sides);
  if (side === undefined) return undefined;
  const normal = { x: Math.cos(side.bearing), y: Math.sin(side.bearing) };
  const along = { x: -normal.y, y: normal.x };
  const nearest = (officer.x - contact.x) * along.x + (officer.y - contact.y) * along.y;
  const slide =
    rng === undefined
      ? Math.max(-side.halfLength, Math.min(side.halfLength, nearest))
      : between(rng, -side.halfLength, side.halfLength);
  const back = side.apart + ownHalfDepth;
  const at: At = [
    contact.x + normal.x * back + along.x * slide,
    contact.y + normal.y * back + along.y * slide,
  ];
  // Facing back across the side, towards the contact.
  const facing = degrees(Math.atan2(-normal.y, -normal.x));
  return { at, facing };
}

/** Whether the engine's own check of a Charge (plannedCharge) accepts the Officer's place. */
function legalCharge(
  setup: GameSetup,
  view: PlayerView,
  unit: string,
  target: string,
  placed: { readonly at: At; readonly facing: number },
  bonus: number,
): boolean {
  try {
    plannedCharge(setup, view, unit, target, placed.at, placed.facing, bonus);
    return true;
  } catch (error) {
    if (!(error instanceof IllegalChoice)) throw error;
    return false;
  }
}
