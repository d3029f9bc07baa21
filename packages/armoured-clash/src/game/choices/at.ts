/** A point on the battlefield, in inches, as decisions carry it. */
export type At = readonly [number, number];
