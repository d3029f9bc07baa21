import { api, failureText } from '../api.js';
import { h, replace } from '../dom.js';
import { type CloseQuartersOddsAnswer, closeQuartersOdds } from './close-quarters-odds.js';
import type { Choice, Game } from './game-types.js';
import { LatestRequest } from './latest-request.js';
import { targetedBuilding, unitName } from './words.js';

/** A Charge being placed: who charges, whom, and where its Officer would stand. */
interface PlannedCharge {
  readonly attacker: string;
  readonly target: string;
  readonly at: readonly [number, number];
  readonly facing: number;
}

/** The odds of a Charge shown while it is placed, before it is made. */
export interface ChargeOddsPreview {
  readonly element: HTMLElement;
  /** Shows the odds of the Charge `choice` makes, or says there are none (`undefined`: not legal there). */
  show(attacker: string, choice: Choice | undefined): void;
  /** Clears the panel (another kind of placement was chosen). */
  clear(): void;
}

function plannedCharge(attacker: string, choice: Choice): PlannedCharge | undefined {
  if (choice.kind !== 'charge' || choice.target === undefined || choice.at === undefined)
    return undefined;
  return { attacker, target: choice.target, at: choice.at, facing: choice.facing ?? 0 };
}

/** What a Charge at an unoccupied building leads to, instead of odds (glossary: Demolition). */
export function buildingChargeText(game: Game, attacker: string, building: string): string {
  return `${unitName(game, attacker)} Charges ${building}, a Defensible Building: no Close Quarters Attack, so no odds of one; instead its General rolls an Attack Die per model of the unit, and a Heroic Strike Wrecks the building (glossary: Demolition).`;
}

/**
 * The exact odds of the Close Quarters Combat a Charge would begin (rulebook
 * p.28), asked of `GET /api/games/:id/odds?attack=closeQuarters&at=&facing=` for
 * each legal place the Charge is dragged or typed to (one request at a time,
 * the latest place next): who strikes first and each attack's odds, before
 * the Charge is made.
 */
export function chargeOddsPreview(game: Game): ChargeOddsPreview {
  const status = h('p', { id: 'charge-odds-status', role: 'status' });
  const results = h('div', { id: 'charge-odds-results' });
  const element = h(
    'section',
    { id: 'charge-odds', 'aria-labelledby': 'charge-odds-title', hidden: true },
    h('h4', { id: 'charge-odds-title' }, 'Odds of this Charge'),
    status,
    results,
  );
  const request = new LatestRequest<PlannedCharge, CloseQuartersOddsAnswer>(
    (charge) => {
      const query = new URLSearchParams({
        side: game.side,
        attack: 'closeQuarters',
        attacker: charge.attacker,
        target: charge.target,
        at: charge.at.join(','),
        facing: String(charge.facing),
      });
      return api('GET', `/api/games/${encodeURIComponent(game.id)}/odds?${query}`);
    },
    (charge, answer) => {
      element.dataset.ready = 'true';
      if (answer instanceof Error) {
        status.textContent = `No odds for this Charge: ${failureText(answer)}`;
        replace(results);
        return;
      }
      element.dataset.at = charge.at.join(',');
      status.textContent = `If ${unitName(game, charge.attacker)} Charges ${unitName(game, charge.target)} with its Officer at (${charge.at.join(', ')}), facing ${charge.facing}°: the exact odds of each attack of the combat (before any Opportunity Fire; no Command counted).`;
      replace(results, closeQuartersOdds(game, answer));
    },
  );
  const clear = () => {
    request.cancel();
    element.hidden = true;
    delete element.dataset.ready;
    delete element.dataset.at;
    replace(results);
  };
  return {
    element,
    show(attacker, choice) {
      element.hidden = false;
      const charge = choice === undefined ? undefined : plannedCharge(attacker, choice);
      if (charge === undefined) {
        request.cancel();
        element.dataset.ready = 'true';
        delete element.dataset.at;
        status.textContent = 'The Charge is not legal there: no odds.';
        replace(results);
        return;
      }
      const building = targetedBuilding(game, charge.target);
      if (building !== undefined) {
        // glossary: Demolition: a Charge at a building no unit Garrisons begins no Close Quarters Combat.
        request.cancel();
        element.dataset.ready = 'true';
        element.dataset.at = charge.at.join(',');
        status.textContent = buildingChargeText(game, charge.attacker, building);
        replace(results);
        return;
      }
      delete element.dataset.ready;
      request.request(charge);
    },
    clear,
  };
}
