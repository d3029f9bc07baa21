import { aerialAssault } from './entries/aerial-assault.js';
import { bulky } from './entries/bulky.js';
import { ironResolve } from './entries/iron-resolve.js';
import { logisticalExpertise } from './entries/logistical-expertise.js';
import { interceptor } from './entries/interceptor.js';
import { tailGunner } from './entries/tail-gunner.js';
import { openTop } from './entries/open-top.js';
import { bailOut } from './entries/bail-out.js';
import { carrier, heavyCarrier } from './entries/carrier.js';
import { arc } from './entries/arc.js';
import { automata } from './entries/automata.js';
import { berserk } from './entries/berserk.js';
import { bonusRerolls } from './entries/bonus-rerolls.js';
import { construct } from './entries/construct.js';
import { cryo } from './entries/cryo.js';
import { cumbersome } from './entries/cumbersome.js';
import { pointBlank, shock, wreckers } from './entries/alternate-dice.js';
import { emplacement, garrisoned, resilientFront, takingCover } from './entries/defence-bonuses.js';
import { devastating } from './entries/devastating.js';
import { durable } from './entries/durable.js';
import { hitAndRun } from './entries/hit-and-run.js';
import { hunter } from './entries/hunter.js';
import { immortal } from './entries/immortal.js';
import { indirect } from './entries/indirect.js';
import { large } from './entries/large.js';
import { bank } from './entries/bank.js';
import { fieryDemise } from './entries/fiery-demise.js';
import { lockOn } from './entries/lock-on.js';
import { meleeMasters } from './entries/melee-masters.js';
import { onslaught } from './entries/onslaught.js';
import { OUTSIDE_THE_ATTACK } from './entries/outside-the-attack.js';
import { ambushers } from './entries/ambushers.js';
import { constructionTeam } from './entries/construction-team.js';
import { irregular } from './entries/irregular.js';
import { bulwark } from './entries/bulwark.js';
import { flying } from './entries/flying.js';
import { hover } from './entries/hover.js';
import { pioneers } from './entries/pioneers.js';
import { ponderous } from './entries/ponderous.js';
import { rollingStock } from './entries/rolling-stock.js';
import { shockwaveRule } from './entries/shockwave.js';
import { shrouded } from './entries/shrouded.js';
import { stilted } from './entries/stilted.js';
import { overcharge } from './entries/overcharge.js';
import { overrun } from './entries/overrun.js';
import { pavises } from './entries/pavises.js';
import { penetrating } from './entries/penetrating.js';
import { bodyguard, precision } from './entries/precision.js';
import { seismic } from './entries/seismic.js';
import { siegebreaker } from './entries/siegebreaker.js';
import { slow } from './entries/slow.js';
import { pathfinders } from './entries/pathfinders.js';
import { tow } from './entries/tow.js';
import { fireteam } from './entries/fireteam.js';
import { parentUnit } from './entries/parent-unit.js';
import { extendedFootprint } from './entries/extended-footprint.js';
import { locomotorBoosters } from './entries/locomotor-boosters.js';
import { soar } from './entries/soar.js';
import { hurling } from './entries/hurling.js';
import { sponsons } from './entries/sponsons.js';
import { runAmok } from './entries/run-amok.js';
import { rabble } from './entries/rabble.js';
import { spectacularDemise } from './entries/spectacular-demise.js';
import { stalker } from './entries/stalker.js';
import { staticRule } from './entries/static.js';
import { stoicDefence } from './entries/stoic-defence.js';
import { suppressive } from './entries/suppressive.js';
import { throwRule } from './entries/throw.js';
import { torrent } from './entries/torrent.js';
import { trail } from './entries/trail.js';
import { trap } from './entries/trap.js';
import { turret } from './entries/turret.js';
import { vanguard } from './entries/vanguard.js';
import { forward } from './entries/forward.js';
import { veteran } from './entries/veteran.js';
import { chainOfCommand } from './entries/chain-of-command.js';
import { commandSignals } from './entries/command-signals.js';
import { corrosiveFumes } from './entries/corrosive-fumes.js';
import { hotHeaded } from './entries/hot-headed.js';
import { inspiring } from './entries/inspiring.js';
import { irrepressable } from './entries/irrepressable.js';
import { jamming } from './entries/jamming.js';
import { obfuscating } from './entries/obfuscating.js';
import { peerReview } from './entries/peer-review.js';
import { shrineOfTheFaithful } from './entries/shrine-of-the-faithful.js';
import { spotters } from './entries/spotters.js';
import { assaultRamp } from './entries/assault-ramp.js';
import { capacity } from './entries/capacity.js';
import { dynamicEntry } from './entries/dynamic-entry.js';
import { stormingParty } from './entries/storming-party.js';
import { demolition } from './entries/demolition.js';
import { occupy } from './entries/occupy.js';
import { strongpoint } from './entries/strongpoint.js';
import { rapidResponse } from './entries/rapid-response.js';
import { hoarfrostAura } from './entries/hoarfrost-aura.js';
import { restrictedAccess } from './entries/restricted-access.js';
import { spacious } from './entries/spacious.js';
import { portalMastery } from './entries/portal-mastery.js';
import { portalBlast } from './entries/portal-blast.js';
import { support } from './entries/support.js';
import { ammoSupply } from './entries/ammo-supply.js';
import { repair } from './entries/repair.js';
import { terrifying } from './entries/terrifying.js';
import { createRegistry } from './registry.js';

/** Every rule entry implemented so far; the rest of the glossary joins here entry by entry. */
export const ARMOURED_CLASH_RULES = createRegistry([
  arc,
  automata,
  bodyguard,
  bonusRerolls,
  construct,
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
  trail,
  trap,
  turret,
  veteran,
  wreckers,
  // Acting in the game's sequence (rules/game-hooks.ts):
  berserk,
  runAmok,
  rabble,
  hunter,
  stoicDefence,
  sponsons,
  irrepressable,
  hotHeaded,
  // Movement (game step manoeuvreLimits and after):
  cumbersome,
  hitAndRun,
  overrun,
  slow,
  locomotorBoosters,
  hurling,
  pathfinders,
  stalker,
  staticRule,
  throwRule,
  vanguard,
  forward,
  tow,
  // Auras and Commands: where units stand decides (game/auras.ts):
  chainOfCommand,
  commandSignals,
  corrosiveFumes,
  inspiring,
  jamming,
  obfuscating,
  peerReview,
  shrineOfTheFaithful,
  spotters,
  // Friendly units around (game/support.ts, ammo-supply.ts, repair.ts):
  support,
  ammoSupply,
  repair,
  terrifying,
  // Transports (game/transport/):
  assaultRamp,
  bailOut,
  bulky,
  ironResolve,
  logisticalExpertise,
  capacity,
  carrier,
  openTop,
  // Aircraft (game/aircraft/):
  aerialAssault,
  bank,
  fieryDemise,
  interceptor,
  tailGunner,
  heavyCarrier,
  dynamicEntry,
  restrictedAccess,
  spacious,
  soar,
  stormingParty,
  demolition,
  occupy,
  strongpoint,
  rapidResponse,
  hoarfrostAura,
  // Portal Markers (game/portals/):
  portalMastery,
  portalBlast,
  // Wrecks (game/wrecks.ts):
  large,
  spectacularDemise,
  // Force-list rules (packages/forces):
  parentUnit,
  fireteam,
  // The table's geometry (game/army-unit.ts):
  extendedFootprint,
  // Moves and Line of Sight (game steps unitMoves, lineOfSightDrawn; battlefield/unit-traits.ts):
  bulwark,
  flying,
  hover,
  pioneers,
  ponderous,
  rollingStock,
  shrouded,
  stilted,
  shockwaveRule,
  // Known, acting outside the attack sequence:
  ...OUTSIDE_THE_ATTACK,
  ambushers,
  constructionTeam,
  irregular,
]);
