import type { Table } from '../../battlefield/table.js';
import type { GameSetup } from '../army.js';
import type { At } from '../choice.js';
import type { TableState } from '../table-of.js';
import { nearTransport } from './disembark-placement.js';
import { setUpNearAllowed } from './set-up-near-allowed.js';

/**
 * Whether plannedDisembark (same arguments) sets the Embarked unit up there:
 * its verdict only, for a bot trying many places around the Transport
 * (setUpNearAllowed: the same rules, the cheapest first, no IllegalChoice).
 */
export function disembarkAllowed(
  setup: GameSetup,
  state: TableState,
  unitId: string,
  at: At,
  facing: number,
  table?: Table,
): boolean {
  const aboard = state.units[unitId]?.embarked;
  return (
    aboard !== undefined &&
    setUpNearAllowed(
      setup,
      state,
      unitId,
      aboard.models,
      at,
      facing,
      nearTransport(setup, state, aboard.transport),
      table,
    )
  );
}
