import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { skirmish } from '../testing/game-fixture.js';
import { backRankChoices, backRankModel } from './close-formation-ranks.js';
import { lossSequence } from './loss-sequence.js';
import { closeFormationPrecisionChoices } from './precision-choices.js';
import type { UnitState } from './state.js';

/** Facing north (+y): the rank runs along x, the Officer's left to the west. */
const NORTH = Math.PI / 2;

/** Where each of B's rifles stands along its rank at y 30 facing north: x of #1 (the Officer), #2, … in turn. */
function rankAt(xs: readonly number[]): UnitState {
  return {
    id: 'b-rifles',
    side: 'b',
    officer: 'b-rifles#1',
    models: xs.map((x, i) => ({ id: `b-rifles#${i + 1}`, x, y: 30, facing: NORTH })),
    damage: 0,
    statuses: [],
    deployed: true,
    inReserve: false,
    annihilated: false,
  };
}

/**
 * B's rifles (Close Formation) in one rank at y 30 facing north, the Officer
 * #1 at its west end (x 10), then #2, #3, #4 eastwards, an inch apart.
 */
const officerAtAnEnd = (): UnitState => rankAt([10, 11, 12, 13]);

const ids = (models: readonly { readonly id: string }[]): string[] => models.map((m) => m.id);

describe('rulebook p.34 Destroying Models, Close Formation: the models that may be removed next', () => {
  it('rulebook p.34 Destroying Models: a single rank with the Officer at one end: only the other end (#4) may go; #2, beside the Officer, never (it would open a gap, p.14 Unit Coherency)', () => {
    const unit = officerAtAnEnd();
    assert.deepEqual(ids(backRankChoices(unit)), ['b-rifles#4']);
    assert.equal(backRankModel(unit)?.id, 'b-rifles#4');
  });

  it('rulebook p.34 Destroying Models: a standing order naming #2, beside the Officer at the end of a single rank, is passed over: the losses take #4, then #3, then #2, the Officer last', () => {
    const setup = skirmish();
    const order = lossSequence(setup, officerAtAnEnd(), undefined, {
      preference: ['b-rifles#2', 'b-rifles#3'],
    }).map((loss) => loss.removed.id);
    assert.deepEqual(order, ['b-rifles#4', 'b-rifles#3', 'b-rifles#2', 'b-rifles#1']);
  });

  it('glossary: Precision; rulebook p.34: the attacking General is offered the same models as a loss, and the Officer: #1 and #4', () => {
    assert.deepEqual(closeFormationPrecisionChoices(officerAtAnEnd(), []), [
      'b-rifles#1',
      'b-rifles#4',
    ]);
  });

  it('rulebook p.26 Exposed Models, p.34: with only #2 and #3 Exposed (the others ignored) both are ends of the rank they form; with the Officer Exposed too, only #3', () => {
    const unit = officerAtAnEnd();
    assert.deepEqual(ids(backRankChoices(unit, ['b-rifles#2', 'b-rifles#3'])), [
      'b-rifles#2',
      'b-rifles#3',
    ]);
    assert.deepEqual(ids(backRankChoices(unit, ['b-rifles#1', 'b-rifles#2', 'b-rifles#3'])), [
      'b-rifles#3',
    ]);
  });

  it('rulebook p.34 Destroying Models, p.35 the Officer keeps the centre of the front rank: of a single rank of four (#4 #2 Officer #3, west to east) only #4 may go, so the Officer stays the centre; of five, either end (fuzz 1:22, choice 271)', () => {
    const four = rankAt([12, 11, 13, 10]);
    assert.deepEqual(ids(backRankChoices(four)), ['b-rifles#4']);
    const five = rankAt([12, 11, 13, 10, 14]);
    assert.deepEqual(ids(backRankChoices(five)), ['b-rifles#4', 'b-rifles#5']);
  });

  it('rulebook p.26 Exposed Models, p.34: of #6 #4 #2 Officer #3 #5 with only #3 and #5 Exposed, the end #5 may go (the ends keeping the Officer the centre are not Exposed), never #3 beside the Officer', () => {
    const six = rankAt([13, 12, 14, 11, 15, 10]);
    assert.deepEqual(ids(backRankChoices(six, ['b-rifles#3', 'b-rifles#5'])), ['b-rifles#5']);
  });
});
