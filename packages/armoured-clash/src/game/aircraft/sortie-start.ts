import type { GameSetup } from '../army.js';
import { unitToActivate } from '../activation.js';
import { takeCoordinatedOffer } from '../coordinated.js';
import { type GameEvent, event } from '../events.js';
import type { GameState, Status } from '../state.js';
import { dropStatuses } from '../statuses.js';
import { takeSupportOffer } from '../support.js';
import { armyUnit } from '../army-unit.js';
import { generalCalled } from '../generals/generals-draw.js';
import { copyActivation } from '../copy-activation.js';

/** Statuses that end with the Activation they were held at the start of (rulebook pp.34, 36). */
const ENDING_WITH_ACTIVATION: readonly Status[] = ['suppressed', 'disordered'];

/**
 * rulebook p.50 Activating Aircraft: an Incoming Aircraft unit is Activated
 * like any Ready unit (p.22), but its Activation does not follow the standard
 * steps: it makes an Air Support Sortie, starting with its Approach Step. It
 * takes no Rally Test: Aircraft units cannot be Suppressed (p.51).
 */
export function startSortie(setup: GameSetup, state: GameState, unitId: string): GameEvent[] {
  const unit = unitToActivate(state, unitId);
  takeSupportOffer(state, unitId);
  takeCoordinatedOffer(state, unitId);
  dropStatuses(unit, 'onLookout', 'takingCover');
  // Every field listed in the copies' order: a new Activation has the shape of its copies (copy-activation.ts).
  state.activation = copyActivation({
    unit: unitId,
    step: 'movement',
    rallyFailed: false,
    moved: false,
    aimed: false,
    expiring: ENDING_WITH_ACTIVATION.filter((s) => unit.statuses.includes(s)),
    sortie: { step: 'approach', path: [], actedIn: 0 },
  });
  const name = armyUnit(setup, unitId).name;
  return [
    event(
      'activate',
      `${generalCalled(state, unit.side)} Activates ${name}: an Air Support Sortie`,
      {
        unit: unitId,
        side: unit.side,
      },
    ),
  ];
}
