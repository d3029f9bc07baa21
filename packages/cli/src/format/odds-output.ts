import {
  type Attack,
  type AttackOdds,
  type CombatRating,
  formatRuleRef,
} from '@warroom/armoured-clash';
import { expectedValue, toPairs } from '@warroom/engine';
import { distributionTable } from './distribution-table.js';
import { percent, textTable } from './table.js';

/** What the output shows besides hits, damage, models and the Suppression Test. */
export interface OddsShown {
  /** Damage to the attacker (Overcharge). */
  readonly overcharged: boolean;
  /** The building Wrecked (Siegebreaker). */
  readonly siegebreaker: boolean;
}

/** One line that restates the attack (at its rating once the rules acted), so the tables can be read on their own. */
export function describeAttack(attack: Attack, rating: CombatRating): string {
  const { weapon, target } = attack;
  const rules = [...weapon.qualities, ...attack.attackerRules].map(formatRuleRef);
  const targetRules = target.rules.map(formatRuleRef);
  return (
    `${weapon.dice} dice, ${rating}${rules.length > 0 ? ` (${rules.join(', ')})` : ''}` +
    ` against Defence ${target.defence}, Damage Limit ${target.damageLimit},` +
    ` ${target.models} models with ${target.damage} Damage` +
    (targetRules.length > 0 ? ` (${targetRules.join(', ')})` : '')
  );
}

export function oddsJson(odds: AttackOdds, { overcharged, siegebreaker }: OddsShown): object {
  return {
    hits: toPairs(odds.hits),
    damage: toPairs(odds.damage),
    modelsDestroyed: toPairs(odds.modelsDestroyed),
    expected: odds.expected,
    ...(odds.suppression === undefined ? {} : { suppression: odds.suppression }),
    ...(overcharged
      ? {
          attackerDamage: toPairs(odds.attackerDamage),
          expectedAttackerDamage: expectedValue(odds.attackerDamage),
        }
      : {}),
    ...(siegebreaker ? { buildingWrecked: odds.buildingWrecked } : {}),
  };
}

export function oddsText(odds: AttackOdds, { overcharged, siegebreaker }: OddsShown): string {
  const parts = [
    distributionTable('hits', odds.hits, odds.expected.hits),
    distributionTable('damage', odds.damage, odds.expected.damage),
    distributionTable('models destroyed', odds.modelsDestroyed, odds.expected.modelsDestroyed),
  ];
  if (overcharged) {
    const selfDamage = odds.attackerDamage;
    parts.push(distributionTable('damage to the attacker', selfDamage, expectedValue(selfDamage)));
  }
  if (siegebreaker) {
    parts.push(
      textTable(['building', 'probability'], [['Wrecked', percent(odds.buildingWrecked)]]),
    );
  }
  const s = odds.suppression;
  if (s !== undefined) {
    // Statuses other than Suppressed come from rules (Cryo, Seismic): shown when they can.
    const rows = [
      ['taken', s.tested],
      ['failed', s.failed],
      ['falls back', s.fallsBack],
      ['breaks', s.breaks],
      ...(s.gains.activated > 0 ? [['gains Activated', s.gains.activated] as const] : []),
      ...(s.gains.disordered > 0 ? [['gains Disordered', s.gains.disordered] as const] : []),
    ] as const;
    parts.push(
      textTable(
        ['suppression test', 'probability'],
        rows.map(([what, p]) => [what, percent(p)]),
      ),
    );
  }
  return parts.join('\n\n');
}
