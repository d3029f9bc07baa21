import type { Side } from '../../battlefield/table.js';
import type { GameSetup } from '../army.js';
import { armyUnit } from '../army-unit.js';
import type { DeclaredRangedAttack } from '../attacks-declared.js';
import { type GameEvent, event } from '../events.js';
import { planRangedAttack } from '../ranged-attack.js';
import { IllegalChoice } from '../rule-error.js';
import { checkSpotter } from './declared-attack-context.js';
import type { GameState, UnitState } from '../state.js';
import { commandPossible } from './test-command-cards.js';
import { lossesToOrder } from '../losses-ordered.js';
import { generalCalled } from '../generals/generals-draw.js';

export const RULE = 'rulebook p.37 Issuing Commands';
export const MOMENT = 'targetedByRangedAttack';

/**
 * rulebook pp.26, 37: an attack of the Attack Step is about to be made against
 * an enemy unit. When the target's General might issue a Command to it now
 * (judged from what both Generals know: commandPossible, so the wait tells
 * nothing of the hand), the attack is checked (refused with the reason, as
 * when it is made) and waits for that General (`state.targetedByRangedAttack`):
 * the events of the wait. Undefined when the attack is made at once.
 */
export function waitForTargetedCommand(
  setup: GameSetup,
  state: GameState,
  unit: UnitState,
  declared: DeclaredRangedAttack,
): GameEvent[] | undefined {
  const { target } = declared;
  if (state.units[target]?.side === unit.side) return undefined;
  // rulebook pp.34-35: or its General has a choice among the losses (game/losses-ordered.ts).
  const losses = lossesToOrder(setup, state, unit.id, target);
  if (!losses && !commandPossible(setup, state, target, MOMENT)) return undefined;
  checkDeclared(setup, state, declared);
  state.targetedByRangedAttack = declared;
  const side = targetSide(state, target);
  return [
    event(
      MOMENT,
      `${armyUnit(setup, target).name} is targeted by a Ranged Attack: ${generalCalled(state, side)} may issue a Command first (rulebook p.37)` +
        (losses ? ', and orders its losses (rulebook pp.34-35)' : ''),
      { unit: target, side },
    ),
  ];
}

/** The declaration checked before the target's General is asked (refused with the reason, as when it is resolved). */
function checkDeclared(setup: GameSetup, state: GameState, declared: DeclaredRangedAttack): void {
  const activation = state.activation;
  if (activation === undefined) {
    throw new IllegalChoice('rulebook p.24 Activating a Unit', 'no unit is being Activated');
  }
  const { target, prioritiseExposed, precision, alongLine, by } = declared;
  // glossary: Throw (X"), Open Top: checked as they were declared (game/throw.ts, game/transport/open-top.ts).
  if (declared.thrownBy !== undefined || declared.withGridOf !== undefined) return;
  // rulebook p.25: Opportunity Fire, made by the unit On Lookout against the active unit;
  // glossary: Interceptor: or the Engage Step attack of its Interception Sortie.
  if (by !== undefined) {
    const intercepting = declared.interception === true;
    planRangedAttack(setup, state, by, target, false, !intercepting, {
      interception: intercepting,
    });
    return;
  }
  const context = {
    ...activation,
    ...(alongLine === undefined ? {} : { alongLine }),
    ...(prioritiseExposed === undefined ? {} : { prioritiseExposed }),
    ...(precision === undefined ? {} : { precision }),
  };
  planRangedAttack(setup, state, activation.unit, target, activation.aimed, false, context);
  checkSpotter(setup, state, activation.unit, declared);
}

/** The General of the unit targeted. */
export function targetSide(state: GameState, target: string): Side {
  return state.units[target]?.side ?? state.turn;
}
