import {
  type At,
  type Choice,
  type ChoiceConstraint,
  type GameSetup,
  IllegalChoice,
  type PlayerView,
  placeAerialAssault,
} from '@warroom/armoured-clash';

/** Inches between the spots tried across the battlefield. */
const SPOT_SPACING = 2;

/** Degrees in a half turn, to turn radians into degrees. */
const HALF_TURN_DEGREES = 180;

/** The centre of a polygon's corners. */
function centroid(zone: readonly At[]): At {
  const n = Math.max(1, zone.length);
  return [zone.reduce((s, p) => s + p[0], 0) / n, zone.reduce((s, p) => s + p[1], 0) / n];
}

/**
 * glossary: Aerial Assault — the heuristic's placement: the legal spot nearest
 * the battlefield's centre (a grid SPOT_SPACING apart), facing the enemy
 * Deployment Zone, with the lowest card it may use (none in the final Round);
 * undefined when no spot is legal.
 */
export function aerialAssaultNearCentre(
  setup: GameSetup,
  view: PlayerView,
  c: Extract<ChoiceConstraint, { kind: 'aerialAssault' }>,
): Choice | undefined {
  const value = (card: number): number => setup.generals[view.as].deck.cards[card]?.value ?? 0;
  const card = c.cards.slice().sort((p, q) => value(p) - value(q))[0];
  if (!c.withoutCommand && card === undefined) return undefined;
  const { width, depth } = setup.battlefield;
  const centre: At = [width / 2, depth / 2];
  const enemy = centroid(c.avoid);
  const spots: At[] = [];
  for (let x = SPOT_SPACING; x < width; x += SPOT_SPACING) {
    for (let y = SPOT_SPACING; y < depth; y += SPOT_SPACING) spots.push([x, y]);
  }
  spots.sort(
    (p, q) =>
      Math.hypot(p[0] - centre[0], p[1] - centre[1]) -
      Math.hypot(q[0] - centre[0], q[1] - centre[1]),
  );
  for (const unit of c.units) {
    for (const at of spots) {
      const facing = (Math.atan2(enemy[1] - at[1], enemy[0] - at[0]) * HALF_TURN_DEGREES) / Math.PI;
      try {
        placeAerialAssault(setup, view, unit, at, facing);
        return {
          kind: 'aerialAssault',
          unit,
          at,
          facing,
          ...(c.withoutCommand || card === undefined ? {} : { card }),
        };
      } catch (error) {
        if (!(error instanceof IllegalChoice)) throw error;
      }
    }
  }
  return undefined;
}
