import {
  ARMOURED_CLASH_RULES,
  type At,
  type CloseQuartersPlan,
  type Side,
  attackOdds,
  planChargeCloseQuarters,
  planCloseQuarters,
} from '@warroom/armoured-clash';
import { badRequest } from '../api-error.js';
import type { CountedCommand } from './command-odds.js';
import type { LiveGame } from './live-game.js';
import { askersUnit, attackShown, planned, unitOf } from './odds-query.js';

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

/**
 * The Charge the query names (`at` and `facing`, both or neither): planned as
 * if made, or the Charge the active unit made already.
 */
function planFromQuery(live: LiveGame, target: string, query: URLSearchParams): CloseQuartersPlan {
  const { setup } = live.head;
  const { state } = live;
  const at = query.get('at');
  const facing = query.get('facing');
  if ((at === null) !== (facing === null)) {
    const where = at === null ? 'query.at' : 'query.facing';
    throw badRequest('a Charge needs both at and facing', {
      problems: [{ where, message: 'missing: give both at and facing, or neither' }],
    });
  }
  if (at === null || facing === null) return planned(() => planCloseQuarters(setup, state));
  const to = atOf(at);
  const toward = facingOf(facing);
  return planned(() => planChargeCloseQuarters(setup, state, target, to, toward));
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
 * combat gives it: close-quarters.ts).
 */
export function closeQuartersOdds(
  live: LiveGame,
  asker: Side,
  attackerId: string,
  targetId: string,
  query: URLSearchParams,
  command?: CountedCommand,
) {
  const { state } = live;
  askersUnit(state, asker, attackerId);
  unitOf(state, targetId, 'query.target');
  if (state.activation?.unit !== attackerId) {
    throw badRequest(`${attackerId} is not the unit being Activated`, {
      problems: [{ where: 'query.attacker', message: 'not the unit being Activated' }],
    });
  }
  const plan = planFromQuery(live, targetId, query);
  if (plan.target !== targetId) {
    throw badRequest(`${targetId} is not the target of the Charge`, {
      problems: [{ where: 'query.target', message: `the target of the Charge is ${plan.target}` }],
    });
  }
  return {
    attacker: plan.attacker,
    target: plan.target,
    attack: 'closeQuarters',
    charge: query.has('at'),
    outflanked: plan.outflanked,
    impeded: plan.impeded,
    defensiveAdvantage: plan.defensiveAdvantage,
    ...(command === undefined ? {} : { command: { card: command.card, name: command.name } }),
    strikes: plan.strikes.map((s) => {
      const boosted = command !== undefined && s.attacker === plan.attacker;
      const attack = boosted ? command.boost(s.attack) : s.attack;
      return {
        attacker: s.attacker,
        target: s.target,
        retaliation: s.retaliation,
        ...attackShown(attack, attackOdds(attack, ARMOURED_CLASH_RULES)),
      };
    }),
  };
}
