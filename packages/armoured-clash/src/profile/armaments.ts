/**
 * The Armaments Grid of a unit profile (rulebook p.13): each attack row lists
 * Attack Dice in columns, one per number of attacking models. A Behemoth's grid
 * lists Damage instead of models, and its column is read by the Damage it has
 * suffered (rulebook p.49 Behemoth).
 */
export interface GridColumn {
  /** Lowest and highest count the column applies to, inclusive. */
  readonly from: number;
  readonly to: number;
}

export interface ArmamentsGrid {
  readonly readsBy: 'models' | 'damage';
  readonly columns: readonly GridColumn[];
}

export interface ArmamentsRow {
  readonly dice: readonly number[];
  /** The values in parentheses (Point Blank, Shock, Wreckers), per column. */
  readonly alternateDice?: readonly number[];
}

/** The attacking unit as the grid reads it. */
export interface Attacker {
  readonly models: number;
  readonly damage: number;
}

export function gridColumnIndex(grid: ArmamentsGrid, attacker: Attacker): number {
  const count = grid.readsBy === 'models' ? attacker.models : attacker.damage;
  const index = grid.columns.findIndex((c) => count >= c.from && count <= c.to);
  if (index < 0) {
    throw new RangeError(`the armaments grid has no column for ${count} ${grid.readsBy}`);
  }
  return index;
}

/** The Attack Dice of a row for the attacker's current column. */
export function attackDiceOf(
  grid: ArmamentsGrid,
  row: ArmamentsRow,
  attacker: Attacker,
): { dice: number; alternateDice?: number } {
  const column = gridColumnIndex(grid, attacker);
  const dice = row.dice[column];
  if (dice === undefined)
    throw new RangeError(`the attack row has no value in column ${column + 1}`);
  const alternateDice = row.alternateDice?.[column];
  return alternateDice === undefined ? { dice } : { dice, alternateDice };
}
