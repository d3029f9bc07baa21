import { CLASH_NAMES, type ClashId, DataError } from '@warroom/armoured-clash';

/** The Clashes `--clash` names (rulebook pp.58-64), and how a Clash is otherwise selected (p.56). */
export const CLASHES = {
  'pitched-battle': { id: 'pitchedBattle', name: CLASH_NAMES.pitchedBattle },
  'supply-drop': { id: 'supplyDrop', name: CLASH_NAMES.supplyDrop },
  'lord-of-the-manor': { id: 'lordOfTheManor', name: CLASH_NAMES.lordOfTheManor },
  'find-the-lady': { id: 'findTheLady', name: CLASH_NAMES.findTheLady },
  'flanking-manoeuvres': { id: 'flankingManoeuvres', name: CLASH_NAMES.flankingManoeuvres },
  random: { id: 'random', name: 'a Clash determined randomly' },
  chosen: { id: 'chosen', name: 'a Clash chosen after a card draw' },
} as const satisfies Record<
  string,
  { readonly id: ClashId | 'random' | 'chosen'; readonly name: string }
>;

/** A `--clash` name. */
export type ClashFlag = keyof typeof CLASHES;

/** A Clash as the engine names it, or how it is selected (rulebook p.56 Select a Clash). */
export type ClashSelection = (typeof CLASHES)[ClashFlag]['id'];

/**
 * The Clash `clash` names, given as `--clash` names it (`supply-drop`) or as
 * the engine does (`supplyDrop`); every other name is refused with a DataError
 * that says where (`where`) and names every valid one.
 */
export function clashSelected(clash: string, where: string): ClashSelection {
  const named = Object.entries(CLASHES).find(([flag, c]) => flag === clash || c.id === clash);
  if (named !== undefined) return named[1].id;
  const valid = Object.keys(CLASHES).join(', ');
  throw new DataError(`${where}: "${clash}" is not a Clash; use one of ${valid}`);
}
