import {
  ARMOURED_CLASH_RULES,
  type At,
  type ChargeAsked,
  type OverchargeDecks,
  type Side,
  declaredCloseQuartersOdds,
  lossOrderSeenBy,
} from '@warroom/armoured-clash';
import { badRequest } from '../api-error.js';
import type { CountedCommand } from './command-odds.js';
import type { LiveGame } from './live-game.js';
import { askersUnit, attackShown, idsOfQuery, planned, unitOf } from './odds-query.js';
import { overchargeCardsKnown } from './overcharge-odds.js';

/** `at` as the query writes it: two numbers, across and up, in inches (`10,9.5`). */
function atOf(text: string): At {
  const parts = text.split(',').map((part) => (part.trim() === '' ? NaN : Number(part)));
  const [x, y] = parts;
  if (parts.length !== 2 || x === undefined || y === undefined || !parts.every(Number.isFinite)) {
    throw badRequest(`"${text}" is not a point`, {
      problems: [{ where: 'query.at', message: 'two numbers, across and up: at=10,9.5' }],
    });
  }
  return [x, y];
}

function facingOf(text: string): number {
  const facing = text.trim() === '' ? NaN : Number(text);
  if (!Number.isFinite(facing)) {
    throw badRequest(`"${text}" is not a facing`, {
      problems: [{ where: 'query.facing', message: 'a number of degrees' }],
    });
  }
  return facing;
}

/** The Charge the query names (`at` and `facing`, both or neither): undefined for the Charge the active unit made already. */
function chargeOfQuery(target: string, query: URLSearchParams): ChargeAsked | undefined {
  const at = query.get('at');
  const facing = query.get('facing');
  if ((at === null) !== (facing === null)) {
    const where = at === null ? 'query.at' : 'query.facing';
    throw badRequest('a Charge needs both at and facing', {
      problems: [{ where, message: 'missing: give both at and facing, or neither' }],
    });
  }
  if (at === null || facing === null) return undefined;
  return { target, at: atOf(at), facing: facingOf(facing) };
}

/**
 * glossary: Overcharge: the cards each unit the query names (`overcharge`)
 * may reveal, as `asker` knows them: the charging unit's, declared with its
 * attack, and a Retaliation's, whose declaration is the other General's and
 * hidden from `asker` (game/precision-seen.ts): named, it is weighed as declared.
 */
function overchargeDecks(live: LiveGame, asker: Side, query: URLSearchParams): OverchargeDecks {
  const { setup } = live.head;
  const { state } = live;
  const units = idsOfQuery(query, 'overcharge') ?? [];
  return Object.fromEntries(
    units.map((id) => {
      const { side } = unitOf(state, id, 'query.overcharge');
      return [id, overchargeCardsKnown(setup, state, side, asker)];
    }),
  );
}

/**
 * The exact odds of the Close Quarters Combat of the unit being Activated
 * (rulebook p.28): after its Charge, or before it (`at`, `facing`: where the
 * Charge would put its Officer). The engine's plan (`planCloseQuarters`), the
 * attacks the combat rolls in their order (Defensive Advantage), each with its
 * dice, Combat Rating and what gave it, the target's Defence, and the engine's
 * exact odds; a second attack as the units stand before the first. The loser's
 * Suppression Test (p.29) comes after the combat and is not counted. A Command
 * (`command`) counts, as received, in the charging unit's attack (as the
 * combat gives it: close-quarters.ts). The declarations the attacks are made
 * with (declaredCloseQuartersOdds): `overcharge`, the units whose attack is
 * Overcharged (glossary: Overcharge; the top card weighed over the cards
 * `asker` has not seen), and `precision`, the charging General's picks
 * (glossary: Precision), whose order the odds of the target's Officer being
 * lost (`officerLost`, rulebook p.35) follow; then the target's losses in its
 * General's standing order when `asker` may know it, else the engine's default
 * (`assumesDefaultLossOrder`: odds/loss-order-seen.ts).
 */
export function closeQuartersOdds(
  live: LiveGame,
  asker: Side,
  attackerId: string,
  targetId: string,
  query: URLSearchParams,
  command?: CountedCommand,
) {
  const { setup } = live.head;
  const { state } = live;
  askersUnit(state, asker, attackerId);
  const target = unitOf(state, targetId, 'query.target');
  if (state.activation?.unit !== attackerId) {
    throw badRequest(`${attackerId} is not the unit being Activated`, {
      problems: [{ where: 'query.attacker', message: 'not the unit being Activated' }],
    });
  }
  const charge = chargeOfQuery(targetId, query);
  const charged = state.activation.charge?.target;
  if (charge === undefined && charged !== undefined && charged !== targetId) {
    throw badRequest(`${targetId} is not the target of the Charge`, {
      problems: [{ where: 'query.target', message: `the target of the Charge is ${charged}` }],
    });
  }
  const precision = idsOfQuery(query, 'precision');
  // rulebook pp.34-35: the asker's own standing order only; another General's is hidden.
  const known = { as: asker, lossOrders: state.players[asker].lossOrders };
  const lossOrder = lossOrderSeenBy(known, target);
  const declared = {
    ...(lossOrder.preference === undefined ? {} : { targetLossOrder: lossOrder.preference }),
    decks: overchargeDecks(live, asker, query),
    ...(precision === undefined ? {} : { precision }),
    ...(command === undefined ? {} : { boost: command.boost }),
  };
  const odds = planned(() =>
    declaredCloseQuartersOdds(setup, state, ARMOURED_CLASH_RULES, declared, charge),
  );
  const { plan } = odds;
  return {
    attacker: plan.attacker,
    target: plan.target,
    attack: 'closeQuarters',
    charge: charge !== undefined,
    outflanked: plan.outflanked,
    impeded: plan.impeded,
    defensiveAdvantage: plan.defensiveAdvantage,
    ...(command === undefined ? {} : { command: { card: command.card, name: command.name } }),
    ...(odds.precisionPicks === undefined ? {} : { precisionPicks: odds.precisionPicks }),
    ...(odds.officerLost === undefined ? {} : { officerLost: odds.officerLost }),
    assumesDefaultLossOrder: lossOrder.assumesDefaultOrder,
    strikes: odds.strikes.map((s) => ({
      attacker: s.attacker,
      target: s.target,
      retaliation: s.retaliation,
      overcharged: odds.overcharged.includes(s.attacker),
      ...attackShown(s.attack, s.odds),
    })),
  };
}
