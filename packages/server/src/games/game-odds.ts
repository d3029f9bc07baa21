import {
  ARMOURED_CLASH_RULES,
  type GameSetup,
  type GameState,
  type Side,
  type Attack,
  type OddsQuery,
  type RangedAttackPlan,
  attackOdds,
  countValues,
  lossOrderSeenBy,
  officerLostOdds,
  planRangedAttack,
  plannedTable,
  rangedSuppressionQuery,
  suppressedByOpportunityFire,
  totalCards,
  notAttackedAlongLine,
  weaponUseOf,
} from '@warroom/armoured-clash';
import { toPairs } from '@warroom/engine';
import { ApiError, badRequest } from '../api-error.js';
import { closeQuartersOdds } from './close-quarters-odds.js';
import { type CountedCommand, commandOfQuery } from './command-odds.js';
import type { LiveGame } from './live-game.js';
import { askersUnit, attackShown, idsOfQuery, planned, unitOf } from './odds-query.js';
import { type OpportunityFireTarget, opportunityFireTarget } from './opportunity-fire-query.js';
import { overchargeCardsKnown } from './overcharge-odds.js';
import { coruscatingOdds } from './coruscating-odds.js';

/** What the General declares with a Ranged Attack or Opportunity Fire, as the odds weigh it. */
interface RangedDeclared {
  /** rulebook p.26 Exposed Models: the attack prioritises them. */
  readonly prioritiseExposed?: boolean;
  /** glossary: Precision — the target's models chosen, in order. */
  readonly precision?: readonly string[] | undefined;
  /** glossary: Overcharge — declared: the top card's Value in added dice. */
  readonly overcharge?: boolean;
  readonly opportunityFire?: OpportunityFireTarget;
  /** glossary: Coruscating — the target is on the line: friend or foe, the Coruscating row allowed. */
  readonly alongLine?: boolean;
}

const OVERCHARGE = 'glossary: Overcharge';
const CORUSCATING = 'glossary: Coruscating';

/** glossary: Overcharge: a deck and discard pile with no card left reveal none, Value 0. */
const NO_CARD_VALUE = 0;

/**
 * glossary: Overcharge for a planned Ranged Attack: the top card of the
 * attacking General's deck, weighed over the cards `asker` has not seen
 * (overchargeCardsKnown), or Value 0 when none is left; a 400 at
 * `query.overcharge` when the row may not be Overcharged (the engine's
 * weaponUseOf: the quality, however spelt, or a rule giving it).
 */
function overcharged(
  live: LiveGame,
  asker: Side,
  plan: RangedAttackPlan,
  attack: Attack,
): { readonly attack: Attack; readonly query: OddsQuery } {
  if (!weaponUseOf(plan.row).overcharge) {
    const message = `the row against ${plan.row.target} targets has no Overcharge quality`;
    throw new ApiError(400, message, {
      rule: OVERCHARGE,
      problems: [{ where: 'query.overcharge', message }],
    });
  }
  const deck = overchargeCardsKnown(live.head.setup, live.state, asker, asker);
  if (totalCards(deck) > 0) return { attack, query: { overchargeDeck: deck } };
  const situation = { ...attack.situation, overchargeCardValue: NO_CARD_VALUE };
  return { attack: { ...attack, situation }, query: {} };
}

/**
 * The Values of the cards `side`'s General may draw next, as `asker` can know
 * them: the deck, and the hand too when it is the other General's (its cards
 * are unseen, so each unseen card is as likely to be the top one).
 */
function unseenCards(setup: GameSetup, state: GameState, side: Side, asker: Side): number[] {
  const { deck } = state.players[side];
  const unseen = side === asker ? deck.piles.drawPile : [...deck.piles.drawPile, ...deck.hand];
  return countValues(unseen.map((card) => setup.generals[side].deck.cards[card]?.value ?? 0));
}

/**
 * The exact odds of a Ranged Attack `asker`'s unit could make now in the game
 * (the engine's `attackOdds`, as the heuristic bot weighs them): the attack as
 * the game would plan it (Target Acquisition, Aiming in this Activation, Short
 * Range, Concealed, Suppressed; for the unit being Activated, what its Movement
 * Step did: an Advance for Move or Fire, Trail, Reforming), the target's
 * Suppression Test at its Discipline where it stands, against the cards its
 * General may draw as `asker` knows them, as the engine takes it
 * (rangedSuppressionQuery: Peer Review, a Commander within 6", the Officer
 * lost to the attack's losses, p.35). A Command
 * issued with the attack (`command`) is counted as received;
 * `prioritiseExposed`: the attack prioritises Exposed models (rulebook p.26).
 * As Opportunity Fire (`opportunityFire`, rulebook p.25): its Combat Rating
 * Penalty, no Aiming nor Movement Step of the attacker, and no Suppression
 * Test unless the target's rules let Opportunity Fire Suppress it.
 * `precision` (glossary: Precision): the models picked, planned as the game
 * plans them, Destroyed first, so the Defence read model by model (glossary:
 * Emplacement), the Officer lost (`officerLost`) and the test follow them;
 * `overcharge` (glossary: Overcharge): the top card of the attacking
 * General's deck in added dice, its Blanks' Damage to the attacker.
 * The order of the target's losses (rulebook pp.34-35: Emplacement, the
 * Officer lost) follows the target's General's standing order when `asker` is
 * that General (a friendly unit on a Coruscating line), else the engine's
 * default, hidden orders untold (`assumesDefaultLossOrder`: odds/loss-order-seen.ts).
 */
export function rangedAttackOdds(
  live: LiveGame,
  asker: Side,
  attackerId: string,
  targetId: string,
  command?: CountedCommand,
  {
    prioritiseExposed = false,
    precision,
    overcharge = false,
    opportunityFire,
    alongLine = false,
  }: RangedDeclared = {},
) {
  const { setup } = live.head;
  const { state } = live;
  askersUnit(state, asker, attackerId);
  const target = unitOf(state, targetId, 'query.target');
  // The Activation in progress, when it is the attacker's (as the Attack Step plans the attack).
  const own = state.activation?.unit === attackerId ? state.activation : undefined;
  // rulebook pp.34-35: the asker's own standing order only; another General's is hidden.
  const lossOrder = lossOrderSeenBy(
    { as: asker, lossOrders: state.players[asker].lossOrders },
    target,
  );
  const { preference } = lossOrder;
  // glossary: Coruscating: a unit on the line is attacked only with a row that has the quality, checked as the engine checks it first.
  const offLine = alongLine ? notAttackedAlongLine(setup, state, attackerId, targetId) : undefined;
  if (offLine !== undefined) throw new ApiError(400, offLine, { rule: CORUSCATING });
  const picked = {
    ...(precision === undefined ? {} : { precision }),
    ...(preference === undefined ? {} : { lossPreference: preference }),
  };
  const plan = planned(() =>
    opportunityFire !== undefined
      ? planRangedAttack(
          setup,
          plannedTable(state, opportunityFire.units),
          attackerId,
          targetId,
          false,
          true,
          picked,
        )
      : planRangedAttack(setup, state, attackerId, targetId, own?.aimed ?? false, false, {
          ...own,
          prioritiseExposed,
          alongLine,
          ...picked,
        }),
  );
  const deck = unseenCards(setup, state, target.side, asker);
  const boosted = command === undefined ? plan.attack : command.boost(plan.attack);
  const declared = overcharge
    ? overcharged(live, asker, plan, boosted)
    : { attack: boosted, query: {} };
  const { attack } = declared;
  const tested = opportunityFire === undefined || suppressedByOpportunityFire(setup, targetId);
  // glossary: Precision: the picks go first, so the Officer lost (p.35) and the test follow them.
  const losses = {
    attacker: attackerId,
    among: plan.exposedOnly,
    first: plan.precisionPicks,
    preference,
  };
  const odds = attackOdds(attack, ARMOURED_CLASH_RULES, {
    // The target's test as the engine takes it (Peer Review; a Commander within 6" keeps it from Disorder).
    ...(tested && deck.some((count) => count > 0)
      ? { suppression: rangedSuppressionQuery(setup, state, targetId, deck, losses) }
      : {}),
    ...declared.query,
  });
  const standing =
    opportunityFire === undefined ? state : { ...state, units: opportunityFire.units };
  const officerLost =
    precision === undefined
      ? undefined
      : officerLostOdds(
          setup,
          standing,
          { attacker: attackerId, target: targetId, choice: losses },
          odds.modelsDestroyed,
        );
  return {
    attacker: attackerId,
    target: targetId,
    attack: opportunityFire === undefined ? 'ranged' : 'opportunityFire',
    range: plan.row.range,
    ...(command === undefined ? {} : { command: { card: command.card, name: command.name } }),
    ...attackShown(attack, odds, plan.row.qualities),
    assumesDefaultLossOrder: lossOrder.assumesDefaultOrder,
    ...(overcharge ? { overcharged: true, attackerDamage: toPairs(odds.attackerDamage) } : {}),
    ...(plan.precisionPicks === undefined ? {} : { precisionPicks: plan.precisionPicks }),
    ...(officerLost === undefined ? {} : { officerLost }),
    ...(odds.suppression === undefined ? {} : { suppression: odds.suppression }),
  };
}

/** The attacks `GET /api/games/:id/odds` weighs (`query.attack`; default ranged). */
const ATTACKS = ['ranged', 'opportunityFire', 'closeQuarters', 'coruscating'] as const;

/**
 * `GET /api/games/:id/odds`: the exact odds of the attack the query names, a
 * Ranged Attack (default), Opportunity Fire at the active unit
 * (`attack=opportunityFire`, `target` optional) or a Close Quarters Combat (`attack=closeQuarters`,
 * with `at` and `facing` for a Charge not yet made); with `command`, a
 * Command issued as the attack is declared, counted as received; or a
 * Coruscating line (`attack=coruscating`, `bearing`: coruscating-odds.ts).
 */
export function gameOdds(live: LiveGame, asker: Side, query: URLSearchParams) {
  const attack = query.get('attack') ?? 'ranged';
  const attacker = query.get('attacker') ?? '';
  const target = query.get('target') ?? '';
  if (attack === 'ranged') {
    askersUnit(live.state, asker, attacker);
    const command = commandOfQuery(live, asker, attacker, 'rangedAttack', query);
    // rulebook p.26 Exposed Models, glossary: Precision, Overcharge: as the attack's declarations.
    return rangedAttackOdds(live, asker, attacker, target, command, {
      prioritiseExposed: query.get('prioritiseExposed') === 'true',
      precision: idsOfQuery(query, 'precision'),
      overcharge: query.get('overcharge') === 'true',
    });
  }
  if (attack === 'opportunityFire') {
    askersUnit(live.state, asker, attacker);
    // rulebook p.25: at the active unit, by a unit its Reaction Step offers.
    const reaction = opportunityFireTarget(live, asker, attacker);
    const active = reaction.target;
    if (target !== '' && target !== active) {
      throw badRequest(`Opportunity Fire targets the active unit, ${active}`, {
        problems: [{ where: 'query.target', message: `the active unit, ${active}` }],
      });
    }
    if (live.state.activation?.sortie !== undefined && query.has('command')) {
      // The engine refuses it too (game/aircraft/sortie-reaction.ts).
      const message =
        'not yet: a Command issued with Opportunity Fire against an Air Support Sortie';
      throw badRequest(message, { problems: [{ where: 'query.command', message }] });
    }
    const command = commandOfQuery(live, asker, attacker, 'opportunityFire', query);
    return rangedAttackOdds(live, asker, attacker, active, command, {
      opportunityFire: reaction,
      precision: idsOfQuery(query, 'precision'),
    });
  }
  if (attack === 'coruscating') {
    askersUnit(live.state, asker, attacker);
    return coruscatingOdds(live, attacker, query, (on, overcharge) =>
      rangedAttackOdds(live, asker, attacker, on, undefined, { alongLine: true, overcharge }),
    );
  }
  if (attack === 'closeQuarters') {
    askersUnit(live.state, asker, attacker);
    const command = commandOfQuery(live, asker, attacker, 'closeQuartersAttack', query);
    return closeQuartersOdds(live, asker, attacker, target, query, command);
  }
  throw badRequest(`no attack "${attack}"`, {
    problems: [{ where: 'query.attack', message: `one of ${ATTACKS.join(', ')}` }],
  });
}
