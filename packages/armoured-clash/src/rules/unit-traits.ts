/**
 * What a unit's special rules make of its moves over the battlefield (rulebook
 * p.16 Moving, pp.40-42 Terrain, and the glossary's movement rules), built by
 * the rules' handlers at the game step `unitMoves` once per unit, and read by
 * the battlefield's moves as plain data.
 */
export interface MovementTraits {
  /** Every piece of terrain is Open Terrain to it, and it may move through enemy models (glossary: Flying). */
  readonly overEverything: boolean;
  /** It moves by the Turning Template, ending facing along its path (rulebook p.16 Ponderous Movement; glossary: Ponderous). */
  readonly ponderous: boolean;
  /** Water, Difficult Terrain and Obstacles have no effect on it (glossary: Hover). */
  readonly hovers: boolean;
  /** Difficult and Dense Terrain are Open Terrain to it (glossary: Pioneers, Large). */
  readonly roughGroundOpen: boolean;
  /** Blocking Terrain at least this many Sizes lower than the unit is Open Terrain to it (glossary: Large: two). */
  readonly lowBlockingOpen: number | undefined;
  /** Terrain and enemy models of this Size or lower it steps over, not ending in or on them (glossary: Stilted (X)). */
  readonly stilts: number | undefined;
  /** Enemy models of exactly this Size it moves through, not ending within 1" of them (glossary: Hurling: 1). */
  readonly throughEnemiesOfSize: number | undefined;
}

/** A unit whose rules change nothing of its moves. */
export const PLAIN_MOVEMENT: MovementTraits = {
  overEverything: false,
  ponderous: false,
  hovers: false,
  roughGroundOpen: false,
  lowBlockingOpen: undefined,
  stilts: undefined,
  throughEnemiesOfSize: undefined,
};

/**
 * What a unit's special rules make of Line of Sight to, from and past its
 * models (rulebook pp.10-11 Line of Sight, p.12 Target Acquisition, and the
 * glossary's rules), built by the rules' handlers at the game step
 * `lineOfSightDrawn` once per unit, and read by the battlefield as plain data.
 */
export interface SightTraits {
  /** Its models neither block nor obscure lines of sight, and see over everything (glossary: Flying). */
  readonly flying: boolean;
  /** glossary: Bulwark: it blocks enemy lines of sight, and friendly ones pass it. */
  readonly bulwark: boolean;
  /** It blocks an enemy's Line of Sight instead of obscuring it (glossary: Large, Bulwark). */
  readonly walls: boolean;
  /** Its rear arc is a second Front Arc (glossary: Rolling Stock). */
  readonly rollingStock: boolean;
  /** Dense Terrain within 3" of its Officer is ignored for its Visibility (glossary: Pioneers). */
  readonly pioneers: boolean;
  /** Its models are always Obscured in an enemy Ranged Attack (glossary: Shrouded). */
  readonly shrouded: boolean;
  /** Friendly units all of whose models are within this many inches of it count as Shrouded, and so does it (glossary: Obfuscating (X")). */
  readonly obfuscating: number | undefined;
  /** Its models in contact with an Obstacle that an enemy Ranged Attack's Line of Sight crosses count their Defence one higher (glossary: Emplacement). */
  readonly obstacleCover: boolean;
}

/** A unit whose rules change nothing of Line of Sight. */
export const PLAIN_SIGHT: SightTraits = {
  flying: false,
  bulwark: false,
  walls: false,
  rollingStock: false,
  pioneers: false,
  shrouded: false,
  obfuscating: undefined,
  obstacleCover: false,
};
