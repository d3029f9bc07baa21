import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  type ArmyUnit,
  type GameSetup,
  type Stage,
  applyChoice,
  initialState,
} from '@warroom/armoured-clash';
import { clashToChoose } from '@warroom/armoured-clash/testing';
import { playGame, randomPlayer } from '@warroom/bots';
import { sampleTerrainPieces } from '@warroom/forces';
import { INITIATIVE_GIVEN, initiativeWords } from './general-name.js';

const SEED = 2;
/** glossary: Vanguard (X"): the free Advance's inches of the test's units. */
const VANGUARD_INCHES = 3;

/**
 * A skirmish that passes every stage of Preparing to Play (rulebook pp.56-57):
 * Supply Drop chosen by the card draw's winner with its markers placed by the
 * Generals (p.60), terrain placed, General A drawn, a unit with Forward and
 * Vanguard (X") on each side.
 */
function everyStageSkirmish(): GameSetup {
  const base = clashToChoose();
  const scouting = (unit: ArmyUnit): ArmyUnit =>
    unit.id === 'a-rifles' || unit.id === 'b-tanks'
      ? {
          ...unit,
          specialRules: [
            ...unit.specialRules,
            { name: 'Forward' },
            { name: 'Vanguard', x: VANGUARD_INCHES },
          ],
        }
      : unit;
  return {
    ...base,
    clashToChoose: (base.clashToChoose ?? []).filter((offer) => offer.clash === 'supplyDrop'),
    terrainPlacement: { pieces: sampleTerrainPieces('skirmish') },
    generalDraw: true,
    generals: {
      a: { ...base.generals.a, units: base.generals.a.units.map(scouting) },
      b: { ...base.generals.b, units: base.generals.b.units.map(scouting) },
    },
  };
}

describe('rulebook p.57: the web’s copy of the stages before the Initiative is given agrees with the engine', () => {
  it('rulebook pp.56-57, p.20: in a game the engine plays, every stage before the giveInitiative choice says "not yet given", every stage after names the General', () => {
    const setup = everyStageSkirmish();
    const played = playGame(setup, SEED, {
      a: randomPlayer(`initiative ${SEED} a`),
      b: randomPlayer(`initiative ${SEED} b`),
    });
    let state = initialState(setup, SEED);
    let given = false;
    const seen = new Map<Stage, boolean>();
    const check = () => {
      seen.set(state.stage, given);
      assert.equal(INITIATIVE_GIVEN[state.stage], given, `the stage ${state.stage}`);
      const words = initiativeWords({ stage: state.stage, initiative: state.initiative });
      assert.equal(words.startsWith('not yet given'), !given, `the stage ${state.stage}`);
    };
    for (const choice of played.record.choices) {
      check();
      if (choice.kind === 'giveInitiative') given = true;
      state = applyChoice(setup, state, choice).state;
    }
    check();
    // The game passed every stage the copy names: none of its answers went unchecked.
    assert.deepEqual([...seen.keys()].sort(), Object.keys(INITIATIVE_GIVEN).sort());
  });
});
