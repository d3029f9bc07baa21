import { type AcquisitionRoute, OFFICER_ACQUISITION } from '../rules/acquisition-route.js';
import { ARMOURED_CLASH_RULES } from '../rules/armoured-clash-rules.js';
import { runGameStep } from '../rules/game-hooks.js';
import type { RuleRef } from '../rules/rule-ref.js';

// A row's qualities are one list for the whole game (its profile's): fold them once per list.
const routes = new WeakMap<readonly RuleRef[], AcquisitionRoute>();

/**
 * How a Ranged Attack made with `row` confirms Target Acquisition: the handlers
 * of its weapon qualities at the game step targetAcquisition (glossary:
 * Turret, Trail, Trap, Indirect); the Officer's own when there is no row.
 */
export function acquisitionRoute(
  row: { readonly qualities: readonly RuleRef[] } | undefined,
): AcquisitionRoute {
  if (row === undefined) return OFFICER_ACQUISITION;
  const known = routes.get(row.qualities);
  if (known !== undefined) return known;
  const route = runGameStep(
    ARMOURED_CLASH_RULES,
    row.qualities,
    'targetAcquisition',
    OFFICER_ACQUISITION,
  );
  routes.set(row.qualities, route);
  return route;
}
