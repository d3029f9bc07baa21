import { prepareAttack } from '../../attack/prepare.js';
import { FACE_NAMES } from '../../dice/faces.js';
import { ARMOURED_CLASH_RULES } from '../../rules/armoured-clash-rules.js';
import type { GameSetup } from '../army.js';
import { armyUnit } from '../army-unit.js';
import {
  boostedAsDeclared,
  declaredAttackContext,
  spotted,
} from '../commands/declared-attack-context.js';
import { rerollsWait } from '../commands/rerolls-due.js';
import { attackDiceShown } from '../dice-shown.js';
import { type GameEvent, event } from '../events.js';
import { destroyModels } from '../losses.js';
import { attackingUnit } from '../open-formation-losses.js';
import { planRangedAttack } from '../ranged-attack.js';
import { rangedAttackSuppression } from '../ranged-suppression.js';
import { firstRollEvent, rollOrWait } from '../rerolls-roll.js';
import type { GameState } from '../state.js';
import { tableOf } from '../table-of.js';
import { reloadsAfter } from '../weapon-use.js';
import { type InterceptionNow, setInterception } from './interception-state.js';
import { withOverchargeRevealed } from './interception-overcharge.js';
import { overchargeSelfDamage } from '../overcharge-damage.js';
import type { DeclaredRangedAttack } from '../attacks-declared.js';
import type { Interception } from './sortie-state.js';

/** The Interception Sortie at `step`, its attack declared and waiting dropped (when there is one). */
function atStep(interception: Interception, step: Interception['step']): Interception {
  const rest: { -readonly [K in keyof Interception]: Interception[K] } = { ...interception };
  delete rest.attack;
  delete rest.declared;
  return { ...rest, step };
}

/**
 * The Interception Sortie's Ranged Attack (rulebook p.26), against the active
 * unit, as it was declared (`interception.declared`: the Command received with
 * its declaration, rulebook p.37, and the order of losses its target's General
 * gave, pp.34-35, else its standing order, read by the plan as by the losses,
 * glossary: Emplacement; interception-declared.ts). After its first roll it waits
 * before a die is re-rolled when its General might issue a Command now
 * (rulebook p.33 Bonus Re-Rolls: `interception.attack`, `state.rerollsDue`;
 * one Command per General in the Interception Sortie, interception-state.ts),
 * and resumes from those dice
 * (`now.interception.attack`), with the Command's Bonus Re-Rolls if it was
 * received; the dice are cast in the same order either way. What its General
 * declared with it is honoured as for every Ranged Attack: the Exposed models
 * it prioritises (p.26: the only ones it can Destroy), the models Precision
 * chose (glossary: Precision), its Spotting unit (glossary: Spotters: Improved,
 * then no longer On Lookout) and its Overcharge (glossary: Overcharge: the
 * card revealed before the first roll, its Value in added dice, a Damage to
 * the interceptor for each Blank). Made, the
 * Interception Sortie is `engaged`: its target takes the Check for Suppression
 * of every Ranged Attack (p.27: "If at least one model in the target unit was
 * Destroyed, it takes a Suppression Test"; glossary: Interceptor: the Engage
 * Step is resolved "as though it were its Activation"), waiting while its
 * General may issue a Command at it; an Aircraft unit takes none unless its
 * rules let it be Suppressed (rangedAttackSuppression: rulebook p.51, Hot
 * Headed). A Soaring ground unit tests (glossary: Soar (X") makes its Target
 * Category Aerial, not its Unit Type Aircraft). Then the Escape Step
 * (interception-goes-on.ts).
 */
export function interceptionAttack(
  setup: GameSetup,
  state: GameState,
  now: InterceptionNow,
): GameEvent[] {
  const { activation, interceptor } = now;
  const targetId = activation.unit;
  const target = state.units[targetId];
  if (target === undefined) return [];
  // glossary: Overcharge: its card revealed as the attack is made, its Value kept while it waits.
  const { interception, revealed } = withOverchargeRevealed(setup, state, now);
  const waiting = interception.attack;
  const declared: Partial<DeclaredRangedAttack> = interception.declared ?? {};
  const { boostedBy, spotter } = declared;
  // glossary: Precision: the picks checked as declared; a Command or Interference since may not refuse them now.
  const context = declaredAttackContext(state, targetId, declared);
  const { attack, row, exposedOnly, precisionPicks } = planRangedAttack(
    setup,
    state,
    interceptor.id,
    targetId,
    false,
    false,
    { interception: true, ...context },
  );
  // rulebook p.37: a Command received as it was declared; p.33 Bonus Re-Rolls: one issued after the first roll.
  const boosted = boostedAsDeclared(setup, attack, {
    spotter,
    received: [boostedBy, waiting?.boostedBy],
    overcharge: typeof declared.overcharge === 'number' ? declared.overcharge : undefined,
  });
  const prepared = prepareAttack(boosted, ARMOURED_CLASH_RULES);
  const attacker = { id: interceptor.id, name: armyUnit(setup, interceptor.id).name };
  const targetName = armyUnit(setup, targetId).name;
  const { rolled, roll } = rollOrWait(state.rng, prepared, {
    rolled: waiting?.rolled,
    rerollsWait: (first) => {
      if (!rerollsWait(setup, state, interceptor.id, targetId, first)) return false;
      setInterception(activation, { ...interception, attack: { rolled: first } });
      return true;
    },
  });
  if (roll === undefined)
    return [...revealed, firstRollEvent(attacker, targetName, prepared, rolled)];
  setInterception(activation, atStep(interception, 'engaged'));
  const { pool, outcome } = roll;
  target.damage = outcome.target.damage;
  if (reloadsAfter(row) && !interceptor.statuses.includes('reloading')) {
    interceptor.statuses.push('reloading');
  }
  const text =
    `${attacker.name} fires at ${targetName}: ` +
    `${prepared.rating}, ${pool.rolled.length} dice (${pool.final.map((f) => FACE_NAMES[f]).join(', ')}), ` +
    `${outcome.hits} hits, ${outcome.target.damageSuffered} damage, ${outcome.target.modelsDestroyed} destroyed`;
  const from = attackingUnit(tableOf(setup, state), interceptor.id);
  const events = [
    ...spotted(setup, state, interceptor.id, spotter),
    ...revealed,
    event('rangedAttack', text, {
      unit: interceptor.id,
      side: interceptor.side,
      roll: attackDiceShown(prepared, pool, outcome),
    }),
    ...destroyModels(setup, state, target, outcome.target.modelsDestroyed, from, {
      among: exposedOnly,
      first: precisionPicks,
      preference: context.lossPreference,
    }),
    // glossary: Overcharge: the attacking unit suffers the Damage of its Blanks.
    ...overchargeSelfDamage(setup, state, interceptor, outcome.attackerDamage),
  ];
  if (target.annihilated) return events;
  return [...events, ...rangedAttackSuppression(setup, state, prepared, outcome, target, true)];
}
