import type { DeckDefinition } from '../cards/deck-definition.js';
import type { GameSetup } from '../game/army.js';
import type { Choice } from '../game/choice.js';
import type { GameState } from '../game/state.js';
import { transportOpened, transportSkirmish } from '../game/transport/transport-fixture.js';
import { setHand } from './command-fixture.js';
import { skirmishWith } from './melee-fixture.js';
import { CHARGE, aMoving } from './movement-fixture.js';
import { bothHolding, play } from './play-fixture.js';

// Attacks added to an Activation, offered with no card in either hand: a
// Throw after a Charge, and an Open Top attack from a Transport. The tests
// then deal the hands and cards the rule they test needs.

/** Throw (6") on A's rifles; both rifles at Defence 3, Damage Limit 3 (as rules/entries/throw.test.ts). */
const THROW_X = 6;
const TOUGH = { defence: 3, damageLimit: 3 };
/** The seed of the Charge whose attack Destroys one of B's rifles. */
const THROW_SEED = 1;
/** Capacity (3) per model of A's tanks, the Transport. */
const CAPACITY = 3;
/** How far B's rifles are moved towards A's tanks: to (20, 15), 10" ahead of the tanks' Officer at (24, 5). */
const AHEAD: readonly [number, number] = [10, -15];

/** The skirmish with Throw (6") on A's rifles, both rifles tough, both Generals holding `deck`. */
export function throwingSkirmish(deck: DeckDefinition): GameSetup {
  return bothHolding(
    skirmishWith({
      'a-rifles': { rules: [{ name: 'Throw', x: THROW_X }], profile: TOUGH },
      'b-rifles': { profile: TOUGH },
    }),
    deck,
  );
}

/** A's rifles Charged B's and Destroyed one model (seed 1, no card in either hand): the Throw offered. */
export function throwOffered(setup: GameSetup): GameState {
  const start = aMoving(setup, THROW_SEED);
  setHand(start, 'a', []);
  setHand(start, 'b', []);
  return play(setup, start, [CHARGE, { kind: 'closeQuartersAttack' }]).state;
}

/** A's tanks a Transport with Open Top, A's rifles Embarked on it, both Generals holding `deck`. */
export function openTopSkirmish(deck: DeckDefinition): GameSetup {
  return bothHolding(transportSkirmish(CAPACITY, true, [], [{ name: 'Open Top' }]), deck);
}

/** A's tanks Activated: no Manoeuvre, no attack of their own. */
const TANKS_HOLD: readonly Choice[] = [
  { kind: 'activate', unit: 'a-tanks' },
  { kind: 'hold' },
  { kind: 'hold' },
];

/** B's rifles moved 10" ahead of A's tanks, which held (no card in either hand): the Open Top attack offered. */
export function openTopOffered(setup: GameSetup): GameState {
  const opened = transportOpened(setup);
  const rifles = opened.units['b-rifles'];
  if (rifles === undefined) throw new RangeError('the setup has no unit b-rifles');
  rifles.models = rifles.models.map((m) => ({ ...m, x: m.x + AHEAD[0], y: m.y + AHEAD[1] }));
  setHand(opened, 'a', []);
  setHand(opened, 'b', []);
  return play(setup, opened, TANKS_HOLD).state;
}
