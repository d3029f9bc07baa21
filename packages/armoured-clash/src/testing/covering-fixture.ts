import { applyChoice } from '../game/apply-choice.js';
import type { ArmyUnit, GameSetup } from '../game/army.js';
import type { Choice } from '../game/choice.js';
import { RECORD_FORMAT, replay } from '../game/record.js';
import type { GameState } from '../game/state.js';
import { setHand } from './command-fixture.js';
import { cardOnTop } from './melee-fixture.js';
import { momentFiller } from './moments-fixture.js';
import { aMoving } from './movement-fixture.js';
import { COVERING_FIRE, coveringDeck, coveringSkirmish } from './targeted-fixture.js';
import { airSkirmish, fightersArrived } from './aircraft-fixture.js';

export { COVERING_FIRE } from './targeted-fixture.js';

/** B's Rifles' Defence in the tough covering skirmish: the Rifles' shots and strikes leave some standing. */
const TOUGH_DEFENCE = 4;

/** A Suppression Test's card that fails at the Rifles' Discipline of 6. */
const FAILING_CARD = 12;

/** The Vanguard X of A's Rifles in vanguardCoveringSkirmish. */
const VANGUARD_INCHES = 14;

/** Each unit of both Forces changed by `change`. */
function changed(base: GameSetup, change: (unit: ArmyUnit) => ArmyUnit): GameSetup {
  return {
    ...base,
    generals: {
      a: { ...base.generals.a, units: base.generals.a.units.map(change) },
      b: { ...base.generals.b, units: base.generals.b.units.map(change) },
    },
  };
}

/**
 * The covering skirmish (Covering Fire in both decks) with each unit changed
 * by `change`, and B's Rifles of Defence 4.
 */
export function toughCoveringSkirmish(change: (unit: ArmyUnit) => ArmyUnit = (u) => u): GameSetup {
  return changed(coveringSkirmish(), (unit) =>
    change(unit.id === 'b-rifles' ? { ...unit, defence: TOUGH_DEFENCE } : unit),
  );
}

/**
 * In the tough covering skirmish, A's Rifles in their Movement Step (seed 4),
 * 5" from B's Rifles, which are already Suppressed and will draw a card of
 * Value 12 for their Suppression Test (failed: they Fall Back 3", to 8" from
 * A's Rifles); A holding `aHand`, B none. A's Rifles hold, then fire at them.
 */
export function suppressedTarget(setup: GameSetup, aHand: readonly number[]): GameState {
  const state = aMoving(setup, 4, (s) => s.units['b-rifles']?.statuses.push('suppressed'));
  setHand(state, 'a', aHand);
  setHand(state, 'b', []);
  cardOnTop(state, 'b', momentFiller(FAILING_CARD));
  return state;
}

/** The covering skirmish with A's Rifles given Vanguard (14"). */
export function vanguardCoveringSkirmish(): GameSetup {
  return changed(coveringSkirmish(), (unit) =>
    unit.id === 'a-rifles'
      ? {
          ...unit,
          specialRules: [...unit.specialRules, { name: 'Vanguard', x: VANGUARD_INCHES }],
        }
      : unit,
  );
}

/** The four units deployed in turn (General A finishes first): the Vanguard stage. */
const DEPLOYMENT: readonly Choice[] = [
  { kind: 'deploy', unit: 'a-rifles', at: [10, 6], facing: 90 },
  { kind: 'deploy', unit: 'b-rifles', at: [10, 30], facing: 270 },
  { kind: 'deploy', unit: 'a-tanks', at: [30, 5], facing: 90 },
  { kind: 'deploy', unit: 'b-tanks', at: [30, 31], facing: 270 },
];

/** A's Rifles' free Advance 14" north in vanguardCoveringSkirmish: their rank ends 9" from B's Rifles. */
export const FOURTEEN_NORTH: Extract<Choice, { kind: 'vanguardAdvance' }> = {
  kind: 'vanguardAdvance',
  unit: 'a-rifles',
  at: [10, 20],
  facing: 90,
};

/** Both Forces Deployed (seed 3) in `setup`; with `hands`, each General holding those cards. */
export function vanguardStage(
  setup: GameSetup,
  hands?: { a: readonly number[]; b: readonly number[] },
): GameState {
  const state = replay({ format: RECORD_FORMAT, setup, seed: 3, choices: DEPLOYMENT }).state;
  if (hands !== undefined) {
    setHand(state, 'a', hands.a);
    setHand(state, 'b', hands.b);
  }
  return state;
}

/** The air skirmish (A's Fighters at the south edge around (18, 1); B's Rifles at (18, 30) reach Aerial targets at 12") with Covering Fire in both decks. */
export function coveringAirSkirmish(): GameSetup {
  const base = airSkirmish();
  const deck = coveringDeck();
  return {
    ...base,
    generals: { a: { ...base.generals.a, deck }, b: { ...base.generals.b, deck } },
  };
}

/** The Approach that ends A's Fighters 9" from B's Rifles (from around (18, 1)). */
const APPROACH_INCHES = 20;

/**
 * The game waiting for Covering Fire (`state.enemyEndedMove`): `fallBack`, for
 * A after B's Rifles Fell Back (A holding Covering Fire); `vanguard`, for B
 * after A's Rifles' free Advance (B holding Covering Fire, A a card of Value
 * 10); `sortie`, for B after A's Fighters' Approach (B holding Covering Fire).
 */
export function coveringFireWait(kind: 'fallBack' | 'vanguard' | 'sortie'): {
  setup: GameSetup;
  state: GameState;
} {
  if (kind === 'sortie') {
    const setup = coveringAirSkirmish();
    let state = fightersArrived(setup);
    setHand(state, 'a', []);
    setHand(state, 'b', [COVERING_FIRE]);
    const choices = [
      { kind: 'activate', unit: 'a-fighters' },
      { kind: 'approach', inches: APPROACH_INCHES },
    ] as const;
    for (const choice of choices) state = applyChoice(setup, state, choice).state;
    return { setup, state };
  }
  if (kind === 'fallBack') {
    const setup = toughCoveringSkirmish();
    let state = suppressedTarget(setup, [COVERING_FIRE]);
    for (const choice of [{ kind: 'hold' }, { kind: 'rangedAttack', target: 'b-rifles' }] as const)
      state = applyChoice(setup, state, choice).state;
    return { setup, state };
  }
  const setup = vanguardCoveringSkirmish();
  const hands = { a: [momentFiller(10)], b: [COVERING_FIRE] };
  return { setup, state: applyChoice(setup, vanguardStage(setup, hands), FOURTEEN_NORTH).state };
}
