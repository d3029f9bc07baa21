import { FORCE_SCALE } from '../../scenario/force-scale.js';
import type { Side } from '../../battlefield/table.js';
import type { GameSetup } from '../army.js';
import { IllegalChoice } from '../rule-error.js';
import { type PortalMarkers, portalMarkersOf } from './portal-markers.js';

export const PORTAL_MASTERY = 'glossary: Portal Mastery (X)';

/**
 * glossary: Portal Mastery (X) — "The number of Portal Markers placed cannot
 * exceed the Portal Limit of the Force Scale". The Limit is data: the setup's
 * `portalLimit`, else the Force Scale table's (FORCE_SCALE, where no scale has
 * one: no text we have gives it). Without it, or given badly, placing a marker
 * is refused with a message naming the missing data.
 */
export function portalLimitOf(setup: GameSetup): number {
  const limit = portalLimitOrRefusal(setup);
  if (limit instanceof IllegalChoice) throw limit;
  return limit;
}

/** The Portal Limit (portalLimitOf), or the refusal naming the missing or bad data. */
export function portalLimitOrRefusal(setup: GameSetup): number | IllegalChoice {
  const limit = setup.portalLimit ?? FORCE_SCALE[setup.scale].portalLimit;
  if (limit === undefined) {
    return new IllegalChoice(
      PORTAL_MASTERY,
      `the Portal Limit of the Force Scale (${setup.scale}) is not given: no text we have states it; the setup must give it as portalLimit before a Portal Marker can be placed`,
    );
  }
  if (!Number.isSafeInteger(limit) || limit < 0) {
    return new IllegalChoice(
      PORTAL_MASTERY,
      `the setup's portalLimit must be a whole number, not negative (got ${String(limit)})`,
    );
  }
  return limit;
}

/**
 * How many more Portal Markers General `side` may place: the Limit less the
 * markers of theirs on the battlefield. The glossary's "number of Portal
 * Markers placed" is read as those on the battlefield that belong to the
 * placing General (markers removed no longer count).
 */
export function portalsLeftToPlace(
  setup: GameSetup,
  state: { readonly portals?: PortalMarkers | undefined },
  side: Side,
): number {
  const own = portalMarkersOf(state).filter((m) => m.side === side).length;
  return Math.max(0, portalLimitOf(setup) - own);
}
