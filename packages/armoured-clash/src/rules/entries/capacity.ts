import type { RuleEntry } from '../rule-entry.js';

/**
 * glossary: Capacity (X) — this is a Transport unit (rulebook p.46): each of its
 * models contributes X to its Transport Capacity. Game step transportCapacity
 * (game/transport/capacity.ts).
 */
export const capacity: RuleEntry = {
  name: 'Capacity',
  kind: 'specialRule',
  source: 'glossary: Capacity (X)',
  takesX: true,
  inGame: {
    transportCapacity: (perModel, x) => perModel + x,
  },
};
