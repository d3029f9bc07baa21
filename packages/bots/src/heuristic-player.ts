import {
  ARMOURED_CLASH_RULES,
  type At,
  type Choice,
  type Decision,
  type GameSetup,
  IllegalChoice,
  type PlayerView,
  armyUnit,
  attackOdds,
  placeForDeployment,
  planRangedAttack,
  plannedManoeuvre,
  terrainPiece,
} from '@warroom/armoured-clash';
import { nearestBoundaryPoint } from '@warroom/engine';
import type { Player } from './player.js';
import { commandWorthIssuing } from './heuristic-command.js';
import { reservePlacement } from './reserve-placement.js';

/** Cards of this Value or lower are discarded in the Draw Cards step while the deck is healthy. */
const LOW_CARD = 3;
/** A deck this small is kept: discarding would hasten a Communications Breakdown. */
const SMALL_DECK = 8;
/** The lowest card the heuristic Interferes with (rulebook p.38: a higher Value makes the Command fail). */
const INTERFERE_CARD = 10;

type Units = PlayerView['units'];

function tryIt<T>(make: () => T): T | undefined {
  try {
    return make();
  } catch (error) {
    if (error instanceof IllegalChoice) return undefined;
    throw error;
  }
}

function officerAt(units: Units, id: string): At | undefined {
  const unit = units[id];
  const officer = unit?.models.find((m) => m.id === unit.officer) ?? unit?.models[0];
  return officer === undefined ? undefined : [officer.x, officer.y];
}

function degreesTowards(from: At, to: At): number {
  return (Math.atan2(to[1] - from[1], to[0] - from[0]) * 180) / Math.PI;
}

/**
 * The expected Victory Points of a Ranged Attack, by the exact odds: the share of
 * the target's models expected to die times its Victory Points Rating, plus a
 * little for damage that will count later.
 */
function attackValue(
  setup: GameSetup,
  units: Units,
  attacker: string,
  target: string,
  aimed: boolean,
): number {
  const plan = tryIt(() => planRangedAttack(setup, units, attacker, target, aimed));
  if (plan === undefined) return -1;
  const odds = attackOdds(plan.attack, ARMOURED_CLASH_RULES);
  const profile = armyUnit(setup, target);
  const models = Math.max(1, units[target]?.models.length ?? 1);
  return (
    (odds.expected.modelsDestroyed / models) * profile.victoryPoints + odds.expected.damage * 0.01
  );
}

function enemies(view: PlayerView): string[] {
  return Object.values(view.units)
    .filter((u) => u.side !== view.as && u.deployed && !u.annihilated)
    .map((u) => u.id);
}

function bestAttack(
  setup: GameSetup,
  view: PlayerView,
  unit: string,
  aimed: boolean,
): { target: string; value: number } | undefined {
  let best: { target: string; value: number } | undefined;
  for (const target of enemies(view)) {
    const value = attackValue(setup, view.units, unit, target, aimed);
    if (value >= 0 && (best === undefined || value > best.value)) best = { target, value };
  }
  return best;
}

/** A place to head for: a point the Officer stops short of, or a wall its base touches. */
interface Goal {
  readonly at: At;
  readonly wall: boolean;
}

/** The Officer stops this far from a marker's or an enemy Officer's centre. */
const MARKER_STOP = 1.5;

/**
 * Where to head for a Strategic Objective still in play: its centre, or for a
 * marker on a Defensible Building the nearest point of the building's wall
 * (contact with the building counts, rulebook p.45 Objectives in Buildings).
 */
function objectiveGoals(setup: GameSetup, view: PlayerView, from: At): Goal[] {
  return (setup.objectives ?? [])
    .filter((o) => !view.removedObjectives.includes(o.id))
    .map((o): Goal => {
      const building = setup.terrain.find((t) => t.id === o.building);
      if (building === undefined) return { at: o.at, wall: false };
      const wall = nearestBoundaryPoint(terrainPiece(building).area, { x: from[0], y: from[1] });
      return { at: [wall.x, wall.y], wall: true };
    });
}

/** Where a unit should head: the nearest Strategic Objective still in play, else the nearest enemy. */
function goal(setup: GameSetup, view: PlayerView, from: At): Goal | undefined {
  const places: Goal[] = [
    ...objectiveGoals(setup, view, from),
    ...enemies(view).flatMap((id): Goal[] => {
      const at = officerAt(view.units, id);
      return at === undefined ? [] : [{ at, wall: false }];
    }),
  ];
  const d = (g: Goal): number => Math.hypot(g.at[0] - from[0], g.at[1] - from[1]);
  return places.sort((p, q) => d(p) - d(q))[0];
}

function deployChoice(
  setup: GameSetup,
  view: PlayerView,
  units: readonly string[],
  zone: readonly At[],
): Choice | undefined {
  const xs = zone.map((p) => p[0]);
  const ys = zone.map((p) => p[1]);
  const centre: At = [setup.battlefield.width / 2, setup.battlefield.depth / 2];
  const front = (p: At): number => Math.hypot(p[0] - centre[0], p[1] - centre[1]);
  const spots: At[] = [];
  for (let x = Math.min(...xs) + 2; x <= Math.max(...xs) - 2; x += 3) {
    for (let y = Math.min(...ys) + 2; y <= Math.max(...ys) - 2; y += 2) spots.push([x, y]);
  }
  spots.sort((p, q) => front(p) - front(q));
  for (const unit of units) {
    for (const at of spots) {
      const facing = Math.round(degreesTowards(at, centre) / 90) * 90;
      if (tryIt(() => placeForDeployment(setup, view.units, unit, at, facing)) !== undefined) {
        return { kind: 'deploy', unit, at, facing };
      }
    }
  }
  return undefined;
}

function moveChoice(
  setup: GameSetup,
  view: PlayerView,
  unit: string,
  limit: number,
): Choice | undefined {
  const from = officerAt(view.units, unit);
  const target = from === undefined ? undefined : goal(setup, view, from);
  if (from === undefined || target === undefined) return undefined;
  const to = target.at;
  // Facing the wall, the Officer's base touches it when its centre is half its depth away.
  const stopShort = target.wall ? armyUnit(setup, unit).footprint.depth / 2 : MARKER_STOP;
  const far = Math.hypot(to[0] - from[0], to[1] - from[1]);
  const facing = degreesTowards(from, to);
  for (const share of [1, 0.8, 0.6, 0.4, 0.2]) {
    const step = Math.min(limit * share, Math.max(0, far - stopShort));
    for (const side of [0, 1.5, -1.5, 3, -3]) {
      const angle = (facing * Math.PI) / 180;
      const at: At = [
        from[0] + step * Math.cos(angle) - side * Math.sin(angle),
        from[1] + step * Math.sin(angle) + side * Math.cos(angle),
      ];
      if (
        tryIt(() => plannedManoeuvre(setup, view.units, unit, 'advance', at, facing)) !== undefined
      ) {
        return { kind: 'advance', at, facing };
      }
    }
  }
  return undefined;
}

/**
 * The `heuristic` bot: it deploys along the front of its zone facing the centre,
 * bids its best card, keeps a healthy deck, Activates the unit with the best
 * shot (by the exact odds), Aims when it already has a target, otherwise
 * Advances towards the nearest objective or enemy, and fires at the target worth
 * the most expected Victory Points. It sees only its General's view.
 */
export function heuristicPlayer(): Player {
  return {
    name: 'heuristic',
    choose(setup: GameSetup, view: PlayerView, decision: Decision): Choice {
      const value = (card: number): number => setup.generals[view.as].deck.cards[card]?.value ?? 0;
      const first = decision.options[0];
      // It holds rather than make a free Advance, a Throw or an Overrun (glossary: Hit & Run (X"), Throw (X"), Overrun).
      const offered =
        view.activation?.freeAdvance ?? view.activation?.endAttack ?? view.activation?.overrun;
      if (offered !== undefined && view.activation?.overrun?.declared !== true)
        return { kind: 'hold' };
      for (const constraint of decision.constraints ?? []) {
        if (constraint.kind === 'deployReserve') {
          for (const unit of constraint.units) {
            const made = reservePlacement(setup, view, unit, constraint.zone, (spots) => spots);
            if (made !== undefined) return made;
          }
        }
        if (constraint.kind === 'deploy') {
          const made = deployChoice(setup, view, constraint.units, constraint.zone);
          if (made !== undefined) return made;
        }
      }
      if (first === undefined)
        throw new Error(`the heuristic player found no choice for: ${decision.prompt}`);
      switch (first.kind) {
        case 'opportunityFire':
        case 'noReaction': {
          // Fire at the active unit whenever a unit On Lookout can: that is what Lookout is for.
          return decision.options.find((o) => o.kind === 'opportunityFire') ?? first;
        }
        case 'closeQuartersAttack':
        case 'inspire':
          // glossary: Inspiring (X): the first option rallies the most units.
          return first;
        case 'claim':
          // rulebook p.40: Victory Points now; the options end with every card claimable at once.
          return decision.options[decision.options.length - 1] ?? first;
        case 'interfere':
        case 'noInterference': {
          // Interfere only with a card likely to beat a Command's (Value 10+ beats 1-9): the rest stay for bids and tests.
          const best = view.own.hand.slice().sort((p, q) => value(q) - value(p))[0];
          return best !== undefined && value(best) >= INTERFERE_CARD
            ? { kind: 'interfere', card: best }
            : { kind: 'noInterference' };
        }
        case 'reserve':
        case 'stopReserves':
          return decision.options.find((o) => o.kind === 'stopReserves') ?? first;
        case 'giveInitiative':
          return { kind: 'giveInitiative', to: view.as };
        case 'bid': {
          const best = view.own.hand.slice().sort((p, q) => value(q) - value(p))[0];
          return best === undefined ? { kind: 'surrender' } : { kind: 'bid', card: best };
        }
        case 'discard': {
          const keepAll = view.own.deckSize < SMALL_DECK;
          return {
            kind: 'discard',
            cards: keepAll ? [] : view.own.hand.filter((c) => value(c) <= LOW_CARD),
          };
        }
        case 'activate': {
          const scored = decision.options.map((o) => {
            const unit = o.kind === 'activate' ? o.unit : '';
            return { o, value: bestAttack(setup, view, unit, false)?.value ?? 0 };
          });
          return scored.sort((p, q) => q.value - p.value)[0]?.o ?? first;
        }
        default:
          break;
      }
      const unit = view.activation?.unit;
      if (unit !== undefined && view.activation?.step === 'movement') {
        if (
          bestAttack(setup, view, unit, false) !== undefined &&
          decision.options.some((o) => o.kind === 'aim')
        ) {
          return { kind: 'aim' };
        }
        const limit = armyUnit(setup, unit).speed;
        return moveChoice(setup, view, unit, limit) ?? { kind: 'hold' };
      }
      if (unit !== undefined) {
        const best = bestAttack(setup, view, unit, view.activation?.aimed === true);
        // Only an attack the decision offers (a Move or Fire row is not, after an Advance).
        const offered = decision.options.some(
          (o) => o.kind === 'rangedAttack' && o.target === best?.target,
        );
        if (best !== undefined && best.value > 0 && offered) {
          // With a Command when the exact odds say it gains enough (heuristic-command.ts).
          const aimed = view.activation?.aimed === true;
          const plan = tryIt(() => planRangedAttack(setup, view.units, unit, best.target, aimed));
          const commanded =
            plan === undefined
              ? undefined
              : commandWorthIssuing(setup, view, decision, plan.attack, best.target);
          return commanded ?? { kind: 'rangedAttack', target: best.target };
        }
        return decision.options.find((o) => o.kind === 'takeCover') ?? first;
      }
      return first;
    },
  };
}
