import { arc } from './entries/arc.js';
import { bonusRerolls } from './entries/bonus-rerolls.js';
import { pointBlank, shock, wreckers } from './entries/alternate-dice.js';
import { emplacement, garrisoned, resilientFront, takingCover } from './entries/defence-bonuses.js';
import { devastating } from './entries/devastating.js';
import { durable } from './entries/durable.js';
import { overcharge } from './entries/overcharge.js';
import { penetrating } from './entries/penetrating.js';
import { suppressive } from './entries/suppressive.js';
import { torrent } from './entries/torrent.js';
import { veteran } from './entries/veteran.js';
import { createRegistry } from './registry.js';

/** Every rule entry implemented so far; the rest of the glossary joins here entry by entry. */
export const ARMOURED_CLASH_RULES = createRegistry([
  arc,
  bonusRerolls,
  devastating,
  durable,
  emplacement,
  garrisoned,
  overcharge,
  penetrating,
  pointBlank,
  resilientFront,
  shock,
  suppressive,
  takingCover,
  torrent,
  veteran,
  wreckers,
]);
