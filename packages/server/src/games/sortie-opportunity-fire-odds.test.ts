import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  ARMOURED_CLASH_RULES,
  type GameSetup,
  type GameState,
  applyChoice,
  attackOdds,
  planRangedAttack,
  plannedTable,
  sortieReactors,
  unitsWithAircraftAt,
} from '@warroom/armoured-clash';
import { airSkirmish, fightersArrived } from '@warroom/armoured-clash/testing';
import { toPairs } from '@warroom/engine';
import { ApiError } from '../api-error.js';
import { gameOdds } from './game-odds.js';
import { liveAt } from './declared-odds-fixture.js';

/** A's fighters Activated and flown 16" north over B's rifles and tanks, both On Lookout: B's first Reaction Step. */
function firstReactionStep(setup: GameSetup): GameState {
  let state = fightersArrived(setup);
  for (const id of ['b-rifles', 'b-tanks']) state.units[id]?.statuses.push('onLookout');
  state = applyChoice(setup, state, { kind: 'activate', unit: 'a-fighters' }).state;
  return applyChoice(setup, state, { kind: 'approach', inches: 16 }).state;
}

const query = (text: string) => new URLSearchParams(text);

describe('the odds of Opportunity Fire in an Air Support Sortie (GET /api/games/:id/odds?attack=opportunityFire)', () => {
  const setup = airSkirmish();
  const state = firstReactionStep(setup);
  const live = liveAt(setup, state);

  it('rulebook p.51 Reaction Steps: the odds are the engine’s for the attack with the Aircraft where the reacting unit first had it in its sights', () => {
    const odds = gameOdds(live, 'b', query('attacker=b-rifles&attack=opportunityFire'));
    assert.ok('hits' in odds, 'the odds of one Ranged Attack');
    assert.equal(odds.attack, 'opportunityFire');
    assert.equal(odds.target, 'a-fighters');
    const place = sortieReactors(setup, state).find((r) => r.unit === 'b-rifles')?.place;
    const models = place === undefined ? undefined : state.activation?.sortie?.path[place];
    assert.ok(models !== undefined);
    const units = unitsWithAircraftAt(state, 'a-fighters', models);
    const plan = planRangedAttack(
      setup,
      plannedTable(state, units),
      'b-rifles',
      'a-fighters',
      false,
      true,
    );
    const expected = attackOdds(plan.attack, ARMOURED_CLASH_RULES);
    assert.equal(odds.rating, plan.attack.situation.rating);
    assert.deepEqual(odds.hits, toPairs(expected.hits));
    assert.deepEqual(odds.modelsDestroyed, toPairs(expected.modelsDestroyed));
    assert.equal('suppression' in odds, false, 'Aircraft cannot be Suppressed by it');
  });

  it('rulebook p.51 Reaction Steps: a unit the Reaction Step does not offer, or a Command with it (not yet played by the engine), is refused saying where', () => {
    assert.throws(
      () => gameOdds(live, 'b', query('attacker=b-tanks&attack=opportunityFire')),
      (error: unknown) =>
        error instanceof ApiError &&
        error.details.rule === 'rulebook p.25 Opportunity Fire Conditions' &&
        error.details.problems?.[0]?.where === 'query.attacker',
    );
    assert.throws(
      () => gameOdds(live, 'b', query('attacker=b-rifles&attack=opportunityFire&command=1')),
      (error: unknown) =>
        error instanceof ApiError && error.details.problems?.[0]?.where === 'query.command',
    );
  });
});
