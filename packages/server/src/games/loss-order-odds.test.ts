import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  ARMOURED_CLASH_RULES,
  type ArmyUnit,
  type GameSetup,
  type GameState,
  RECORD_FORMAT,
  applyChoice,
  attackOdds,
  copyState,
  planRangedAttack,
  replay,
} from '@warroom/armoured-clash';
import { OPENING_CHOICES, coruscatingTanks } from '@warroom/armoured-clash/testing';
import { toPairs } from '@warroom/engine';
import {
  attackStep,
  charged,
  liveAt,
  oneAttack,
  riflesWith,
  walled,
} from './declared-odds-fixture.js';
import { gameOdds } from './game-odds.js';

const EMPLACED = [{ name: 'Emplacement' }];
/** B's standing order for its rifles: the east end first (the models clear of the wall). */
const B_ORDER = ['b-rifles#5', 'b-rifles#3'];
/** A's standing order for its rifles: the west end first (the models behind the wall). */
const A_ORDER = ['a-rifles#5', 'a-rifles#3'];

/** `state` with `side`'s standing order of losses for `unit` (given at one of its decisions). */
function withOrder(
  state: GameState,
  side: 'a' | 'b',
  unit: string,
  order: readonly string[],
): GameState {
  const copy = copyState(state);
  copy.players[side].lossOrders = { [unit]: order };
  return copy;
}

describe("rulebook pp.34-35: GET /api/games/:id/odds keeps the other General's standing order of losses hidden", () => {
  // B's rifles (one rank at y = 12: #6, #4, #2, the Officer, #3, #5 west to east) Emplaced, #6, #4, #2 behind the wall.
  const setup = walled(riflesWith('ranged', [], { 'b-rifles': { rules: EMPLACED } }), 8);
  const state = attackStep(setup);
  const ordered = withOrder(state, 'b', 'b-rifles', B_ORDER);
  const query = 'attacker=a-rifles&target=b-rifles';
  const aimed = state.activation?.aimed === true;

  it("glossary: Emplacement, rulebook p.34 Destroying Models: A's odds of a Ranged Attack at B's rifles are the same whether B gave a standing order or not, and say they assume the default order of losses", () => {
    const blind = oneAttack(liveAt(setup, ordered), query);
    const none = oneAttack(liveAt(setup, state), query);
    assert.deepEqual(blind, none);
    assert.equal(blind.assumesDefaultLossOrder, true);
    const plain = planRangedAttack(setup, state, 'a-rifles', 'b-rifles', aimed, false, {
      ...state.activation,
    });
    assert.deepEqual(
      blind.modelsDestroyed,
      toPairs(attackOdds(plain.attack, ARMOURED_CLASH_RULES).modelsDestroyed),
    );
    const followed = planRangedAttack(setup, state, 'a-rifles', 'b-rifles', aimed, false, {
      ...state.activation,
      lossPreference: B_ORDER,
    });
    const game = toPairs(attackOdds(followed.attack, ARMOURED_CLASH_RULES).modelsDestroyed);
    assert.notDeepEqual(blind.modelsDestroyed, game);
  });

  it("rulebook p.35 Loss of an Officer: A's odds of a Close Quarters Combat against B's rifles say they assume the default order, the same with B's order given or not", () => {
    const precision = riflesWith('melee', [{ name: 'Precision' }]);
    const combat = charged(precision);
    // A's pick: #6, of B's single rank of six the only end keeping the Officer the centre (pp.34-35);
    // B's order would take #5 next, the default #4.
    const text = 'attack=closeQuarters&attacker=a-rifles&target=b-rifles&precision=b-rifles%236';
    const ask = (at: GameState) => gameOdds(liveAt(precision, at), 'a', new URLSearchParams(text));
    const blind = ask(withOrder(combat, 'b', 'b-rifles', B_ORDER));
    assert.deepEqual(blind, ask(combat));
    assert.ok('strikes' in blind);
    assert.equal(blind.assumesDefaultLossOrder, true);
  });
});

/** Along the line north from A's tanks: A's own rifles (Emplaced) at y = 12, B's at y = 20; A's tanks in their Attack Step. */
function lineAttackStep(setup: GameSetup): GameState {
  const state = replay({ format: RECORD_FORMAT, setup, seed: 1, choices: OPENING_CHOICES }).state;
  for (const [id, y] of [
    ['a-rifles', 12],
    ['b-rifles', 20],
  ] as const) {
    const unit = state.units[id]!;
    unit.models = unit.models.map((m) => ({ ...m, x: m.x + 14, y }));
  }
  const active = applyChoice(setup, state, { kind: 'activate', unit: 'a-tanks' }).state;
  return applyChoice(setup, active, { kind: 'hold' }).state;
}

/** coruscatingTanks with A's rifles Emplaced. */
function emplacedFriends(): GameSetup {
  const base = coruscatingTanks();
  const emplaced = (u: ArmyUnit): ArmyUnit =>
    u.id === 'a-rifles' ? { ...u, specialRules: [...u.specialRules, ...EMPLACED] } : u;
  const a = { ...base.generals.a, units: base.generals.a.units.map(emplaced) };
  return { ...base, generals: { ...base.generals, a } };
}

describe("rulebook pp.34-35: GET /api/games/:id/odds follows the asking General's own standing order", () => {
  // A's rifles (one rank at y = 12: #5, #3, the Officer, #2, #4, #6 from x 22 to 27), #5 and #3 behind a wall from A's tanks at (24, 5).
  const setup = walled(emplacedFriends(), 22);
  const state = withOrder(lineAttackStep(setup), 'a', 'a-rifles', A_ORDER);
  const aimed = state.activation?.aimed === true;

  it("glossary: Emplacement, glossary: Coruscating: A's own rifles on the line are weighed in A's standing order (the two behind the wall lost as early as the rank allows, 2nd and 4th: rulebook pp.34-35, #6 first, then #5, #4, #3, #2, the Officer last, the Officer kept the centre), the enemy's in the default order", () => {
    const odds = gameOdds(
      liveAt(setup, state),
      'a',
      new URLSearchParams('attack=coruscating&attacker=a-tanks&bearing=90'),
    );
    assert.ok('attacks' in odds);
    const [friend, foe] = odds.attacks;
    assert.ok(friend !== undefined && 'hits' in friend && foe !== undefined && 'hits' in foe);
    assert.equal(friend.target, 'a-rifles');
    assert.equal(friend.assumesDefaultLossOrder, false);
    assert.equal(foe.assumesDefaultLossOrder, true);
    const plan = (lossPreference?: readonly string[]) =>
      planRangedAttack(setup, state, 'a-tanks', 'a-rifles', aimed, false, {
        ...state.activation,
        alongLine: true,
        ...(lossPreference === undefined ? {} : { lossPreference }),
      }).attack;
    const ownOrder = plan(A_ORDER);
    assert.deepEqual(ownOrder.situation.obstacleCrossedInLossOrder, [
      false,
      true,
      false,
      true,
      false,
      false,
    ]);
    const exact = toPairs(attackOdds(ownOrder, ARMOURED_CLASH_RULES).modelsDestroyed);
    assert.deepEqual(friend.modelsDestroyed, exact);
    const byDefault = toPairs(attackOdds(plan(), ARMOURED_CLASH_RULES).modelsDestroyed);
    assert.notDeepEqual(friend.modelsDestroyed, byDefault);
  });
});
