/**
 * How a Ranged Attack made with a row confirms Target Acquisition (rulebook
 * p.17), as the row's weapon qualities change it: built by their handlers at
 * the game step `targetAcquisition` once per row (game/acquisition-route.ts).
 */
export interface AcquisitionRoute {
  /** Visibility is confirmed outside the Officer's Front Arc too (glossary: Turret). */
  readonly anyArc: boolean;
  /** An enemy unit the attacker moved through in its Movement Step is acquired without Line of Sight or Range (glossary: Trail). */
  readonly movedThrough: boolean;
  /** Only an enemy unit exposed to a Trap may be the target, without Line of Sight, the Range still checked (glossary: Trap). */
  readonly trapExposedOnly: boolean;
  /** Visibility may be confirmed by a friendly unit, never within Short Range; the attack may be Spotted (glossary: Indirect, Spotters). */
  readonly friendlyVisibility: boolean;
}

/** A row whose qualities change nothing of Target Acquisition: the Officer's own Line of Sight, in its Front Arc. */
export const OFFICER_ACQUISITION: AcquisitionRoute = {
  anyArc: false,
  movedThrough: false,
  trapExposedOnly: false,
  friendlyVisibility: false,
};

/**
 * Whether confirming the route needs Target Acquisition's full route (a unit
 * moved through, a Trap's prey); a friend's eyes (Indirect) have a short one
 * of their own (game/indirect-confirmed.ts), the rest the Officer's alone.
 */
export function takesFullRoute(route: AcquisitionRoute): boolean {
  return route.movedThrough || route.trapExposedOnly;
}
