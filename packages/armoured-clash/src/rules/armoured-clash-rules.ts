import { arc } from './entries/arc.js';
import { automata } from './entries/automata.js';
import { berserk } from './entries/berserk.js';
import { bonusRerolls } from './entries/bonus-rerolls.js';
import { cryo } from './entries/cryo.js';
import { pointBlank, shock, wreckers } from './entries/alternate-dice.js';
import { emplacement, garrisoned, resilientFront, takingCover } from './entries/defence-bonuses.js';
import { devastating } from './entries/devastating.js';
import { durable } from './entries/durable.js';
import { hunter } from './entries/hunter.js';
import { immortal } from './entries/immortal.js';
import { indirect } from './entries/indirect.js';
import { lockOn } from './entries/lock-on.js';
import { meleeMasters } from './entries/melee-masters.js';
import { onslaught } from './entries/onslaught.js';
import { OUTSIDE_THE_ATTACK } from './entries/outside-the-attack.js';
import { overcharge } from './entries/overcharge.js';
import { pavises } from './entries/pavises.js';
import { penetrating } from './entries/penetrating.js';
import { bodyguard, precision } from './entries/precision.js';
import { seismic } from './entries/seismic.js';
import { siegebreaker } from './entries/siegebreaker.js';
import { stoicDefence } from './entries/stoic-defence.js';
import { suppressive } from './entries/suppressive.js';
import { torrent } from './entries/torrent.js';
import { trap } from './entries/trap.js';
import { turret } from './entries/turret.js';
import { veteran } from './entries/veteran.js';
import { createRegistry } from './registry.js';

/** Every rule entry implemented so far; the rest of the glossary joins here entry by entry. */
export const ARMOURED_CLASH_RULES = createRegistry([
  arc,
  automata,
  bodyguard,
  bonusRerolls,
  cryo,
  devastating,
  durable,
  emplacement,
  garrisoned,
  immortal,
  indirect,
  lockOn,
  meleeMasters,
  onslaught,
  overcharge,
  pavises,
  penetrating,
  pointBlank,
  precision,
  resilientFront,
  seismic,
  shock,
  siegebreaker,
  suppressive,
  takingCover,
  torrent,
  trap,
  turret,
  veteran,
  wreckers,
  // Acting in the game's sequence (rules/game-hooks.ts):
  berserk,
  hunter,
  stoicDefence,
  // Known, acting outside the attack sequence:
  ...OUTSIDE_THE_ATTACK,
]);
