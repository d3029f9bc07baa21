import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { opened } from '../testing/clash-fixture.js';
import { skirmish } from '../testing/game-fixture.js';
import type { ArmyUnit, GameSetup } from './army.js';
import { rearRank } from './close-formation-ranks.js';
import { closeFormationPrecisionChoices } from './precision-choices.js';
import { planRangedAttack, rangedAttack } from './ranged-attack.js';
import { IllegalChoice } from './rule-error.js';
import type { UnitState } from './state.js';

const RULE = 'glossary: Precision';
const refused = (e: unknown): boolean => e instanceof IllegalChoice && e.rule === RULE;

/** A's Tanks with Precision on their Ranged rows (or not); B's Tanks three models strong (#1 the Officer, nearest), with `rules`. */
function setupWith(precision: boolean, rules: ArmyUnit['specialRules'] = []): GameSetup {
  const base = skirmish();
  const sharp = (u: ArmyUnit): ArmyUnit =>
    u.id !== 'a-tanks' || !precision
      ? u
      : {
          ...u,
          armaments: {
            ...u.armaments,
            rows: u.armaments.rows.map((r) =>
              r.attack === 'ranged'
                ? { ...r, qualities: [...r.qualities, { name: 'Precision' }] }
                : r,
            ),
          },
        };
  const target = (u: ArmyUnit): ArmyUnit =>
    u.id === 'b-tanks' ? { ...u, models: 3, specialRules: [...u.specialRules, ...rules] } : u;
  return {
    ...base,
    generals: {
      a: { ...base.generals.a, units: base.generals.a.units.map(sharp) },
      b: { ...base.generals.b, units: base.generals.b.units.map(target) },
    },
  };
}

describe('glossary: Precision — the attacking General chooses the models Destroyed', () => {
  it('seed 2 Destroys two models: #3 and #2, as chosen, not the nearest (the Officer #1), which stands: the unit is not Disordered', () => {
    const setup = setupWith(true);
    const state = opened(setup);
    state.rng = { a: 2, b: 2, c: 3, d: 4 };
    state.units['b-tanks']!.damage = 2;
    const declared = { precision: ['b-tanks#3', 'b-tanks#2'] };
    const events = rangedAttack(
      setup,
      state,
      state.units['a-tanks']!,
      'b-tanks',
      false,
      false,
      undefined,
      false,
      declared,
    );
    assert.match(events[0]?.text ?? '', /4 damage, 2 destroyed/);
    assert.deepEqual(
      state.units['b-tanks']!.models.map((m) => m.id),
      ['b-tanks#1'],
    );
    assert.ok(!state.units['b-tanks']!.statuses.includes('disordered'));
  });

  it('a chosen model the attacking Officer cannot acquire (a wall blocks its Line of Sight) is skipped: the usual rules apply', () => {
    const wall: GameSetup['terrain'][number] = {
      id: 'wall',
      name: 'Wall',
      size: 3,
      features: ['blocking'],
      area: {
        polygon: [
          [24.6, 18],
          [25.8, 18],
          [25.8, 18.5],
          [24.6, 18.5],
        ],
      },
    };
    const base = setupWith(true);
    const setup = { ...base, terrain: [...base.terrain, wall] };
    const context = { precision: ['b-tanks#3', 'b-tanks#2'] };
    const plan = planRangedAttack(
      setup,
      opened(setup),
      'a-tanks',
      'b-tanks',
      false,
      false,
      context,
    );
    assert.deepEqual(plan.precisionPicks, ['b-tanks#2']);
  });

  it('refused without the quality, against a Bodyguard target, and for a model not of the target', () => {
    const plan = (setup: GameSetup, precision: readonly string[]) => () =>
      planRangedAttack(setup, opened(setup), 'a-tanks', 'b-tanks', false, false, {
        precision,
      });
    assert.throws(plan(setupWith(false), ['b-tanks#3']), refused);
    assert.throws(plan(setupWith(true, [{ name: 'Bodyguard' }]), ['b-tanks#3']), /Bodyguard/);
    assert.throws(plan(setupWith(true), ['b-rifles#1']), /not a model of b-tanks/);
  });

  it('rulebook p.34 Close Formation: the rear rank is the models farthest behind the Officer (two ranks of three, facing +y)', () => {
    const model = (id: string, x: number, y: number) => ({ id, x, y, facing: Math.PI / 2 });
    const unit: UnitState = {
      id: 'r',
      side: 'a',
      officer: 'r#1',
      models: [
        model('r#1', 10, 10),
        model('r#2', 9, 10),
        model('r#3', 11, 10),
        model('r#4', 10, 9),
        model('r#5', 9, 9),
        model('r#6', 11, 9),
      ],
      damage: 0,
      statuses: [],
      deployed: true,
      inReserve: false,
      annihilated: false,
    };
    assert.deepEqual(rearRank(unit), ['r#4', 'r#5', 'r#6']);
  });

  it('glossary: Precision, rulebook p.34 Close Formation: a pick the ranks do not allow is refused as declared; made later, after attacks that went first (picksAhead: an All-Out Attack after a Charge), it is skipped, not refused, and the picks in order are kept', () => {
    const setup = setupWith(true);
    const state = opened(setup);
    const rifles = state.units['b-rifles']!;
    // B's rifles in one rank of six 15" in front of A's tanks, within their range.
    rifles.models = rifles.models.map((m) => ({ ...m, x: m.x + 14, y: m.y - 10 }));
    const allowed = closeFormationPrecisionChoices(rifles, []);
    const front = rifles.models.find((m) => !allowed.includes(m.id));
    const last = allowed.find((id) => id !== rifles.officer);
    assert.ok(front !== undefined && last !== undefined);
    const plan = (picksAhead: boolean) =>
      planRangedAttack(setup, state, 'a-tanks', 'b-rifles', false, false, {
        precision: [front.id, last],
        ...(picksAhead ? { picksAhead } : {}),
      });
    assert.throws(() => plan(false), refused);
    const picks = plan(true).precisionPicks ?? [];
    assert.ok(!picks.includes(front.id), picks.join());
    assert.ok(
      picks.every((id) => allowed.includes(id)),
      picks.join(),
    );
  });
});
