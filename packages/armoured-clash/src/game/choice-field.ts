/** What a field of a choice must hold. */
export type Field =
  | 'unit'
  | 'units'
  | 'at'
  /** Points in order (rulebook p.16: a move broken into legs). */
  | 'path'
  | 'facing'
  | 'inches'
  | 'turn'
  /** Turns in degrees, one per Navigation Point (glossary: Bank (X")). */
  | 'turns'
  | 'side'
  | 'card'
  | 'cards'
  | 'terrain'
  /** A unit of the game, or a building's terrain id (glossary: Demolition: checked by the rules). */
  | 'chargeTarget'
  | 'marker'
  /** A declaration made or not: present only as true. */
  | 'declared'
  /** Model ids (checked against the units by the rules). */
  | 'models'
  /** One model id (checked against the unit by the rules). */
  | 'model'
  /** A Portal Marker's id (glossary: Portal Mastery (X)). */
  | 'portal'
  /** A count of models (a whole number, not negative). */
  | 'count'
  /** rulebook p.57: General "A" or "B". */
  | 'general'
  /** A battlefield edge (north, south, east, west). */
  | 'edge'
  /** rulebook p.56 Select a Clash: a common Clash by its id. */
  | 'clash'
  /** A die by its face (rulebook p.32): heroicStrike, strike, glancingStrike, miss, blank. */
  | 'die';
