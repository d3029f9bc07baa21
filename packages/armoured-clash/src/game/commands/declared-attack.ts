import type { Attack } from '../../attack/attack.js';
import { weaponUseOf } from '../weapon-use-of.js';
import type { GameSetup } from '../army.js';
import type { DeclaredRangedAttack } from '../attacks-declared.js';
import { rowAgainst } from '../entrenched.js';
import type { GameEvent } from '../events.js';
import { revealOverchargeCard } from '../overcharge.js';
import { rangedAttack } from '../ranged-attack.js';
import type { GameState, UnitState } from '../state.js';
import {
  boostedAsDeclared,
  checkSpotter,
  declaredAttackContext,
  spotted,
} from './declared-attack-context.js';
import { awaitRerolls } from './rerolls-due.js';

/**
 * One Ranged Attack of the Attack Step made as it was declared (rulebook
 * p.26): with its Spotting unit (glossary: Spotters: Improved regardless, then
 * the Spotting unit loses On Lookout), the Command received with it (its
 * Combat Rating Bonus, Bonus Re-Rolls), and the Overcharge declared for the
 * attacks (glossary: Overcharge: the card is revealed as the first attack whose
 * row has the quality is about to be rolled, its Value kept for the others).
 * Its target's Suppression Test may wait for its General's Command
 * (game/suppression-test-due.ts), and the attack itself after its first roll,
 * before a die is re-rolled (rulebook p.33 Bonus Re-Rolls:
 * commands/rerolls-due.ts), to resume from the dice kept with it (`rolled`). Refused, as an IllegalChoice, when the
 * attack cannot be made (nothing is changed then).
 */
export function makeDeclaredAttack(
  setup: GameSetup,
  state: GameState,
  unit: UnitState,
  declared: DeclaredRangedAttack,
  aimed: boolean,
): GameEvent[] {
  const { target, spotter, boostedBy } = declared;
  const events: GameEvent[] = [];
  checkSpotter(setup, state, unit.id, declared);
  const overcharging = overchargesNow(setup, state, unit.id, target);
  // Called once the attack is planned, before a die is rolled.
  const boost = (planned: Attack): Attack =>
    boostedAsDeclared(setup, planned, {
      spotter,
      received: [boostedBy],
      overcharge: overcharging ? overchargeValue(setup, state, unit, events) : undefined,
    });
  const made = rangedAttack(setup, state, unit, target, aimed, false, boost, declared.alongLine, {
    testWindow: true,
    ...declaredAttackContext(state, target, declared),
    // rulebook p.33 Bonus Re-Rolls: resumed from its first roll, or it may wait after it.
    rolled: declared.rolled,
    rerollsWait: (rolled) => awaitRerolls(setup, state, unit, declared, rolled),
  });
  // Waiting before its re-rolls, the attack is not made yet (its Spotting unit stays On Lookout).
  if (state.rerollsDue !== undefined) return [...events, ...made];
  return [...spotted(setup, state, unit.id, spotter), ...events, ...made];
}

/** Whether an Overcharge was declared for the attacks and the row this target calls for has the quality. */
function overchargesNow(
  setup: GameSetup,
  state: GameState,
  unitId: string,
  target: string,
): boolean {
  if (state.activation?.attacksDeclared?.overcharge === undefined) return false;
  const row = rowAgainst(setup, state, unitId, target);
  return row !== undefined && weaponUseOf(row).overcharge;
}

/** The Overcharge card's Value: revealed now (its event added to `events`) unless an earlier attack revealed it. */
function overchargeValue(
  setup: GameSetup,
  state: GameState,
  unit: UnitState,
  events: GameEvent[],
): number {
  const activation = state.activation;
  const declared = activation?.attacksDeclared;
  if (typeof declared?.overcharge === 'number') return declared.overcharge;
  const { value, revealed } = revealOverchargeCard(setup, state, unit);
  events.push(revealed);
  if (activation !== undefined && declared !== undefined) {
    activation.attacksDeclared = { ...declared, overcharge: value };
  }
  return value;
}
