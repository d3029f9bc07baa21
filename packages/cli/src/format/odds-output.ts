import { type Attack, type AttackOdds, formatRuleRef } from '@warroom/armoured-clash';
import { expectedValue, toPairs } from '@warroom/engine';
import { distributionTable } from './distribution-table.js';
import { percent, textTable } from './table.js';

/** One line that restates the attack, so the tables can be read on their own. */
export function describeAttack(attack: Attack): string {
  const { weapon, target, situation } = attack;
  const rules = [...weapon.qualities, ...attack.attackerRules].map(formatRuleRef);
  const targetRules = target.rules.map(formatRuleRef);
  return (
    `${weapon.dice} dice, ${situation.rating}${rules.length > 0 ? ` (${rules.join(', ')})` : ''}` +
    ` against Defence ${target.defence}, Damage Limit ${target.damageLimit},` +
    ` ${target.models} models with ${target.damage} Damage` +
    (targetRules.length > 0 ? ` (${targetRules.join(', ')})` : '')
  );
}

export function oddsJson(odds: AttackOdds, overcharged: boolean): object {
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
  };
}

export function oddsText(odds: AttackOdds, overcharged: boolean): string {
  const parts = [
    distributionTable('hits', odds.hits, odds.expected.hits),
    distributionTable('damage', odds.damage, odds.expected.damage),
    distributionTable('models destroyed', odds.modelsDestroyed, odds.expected.modelsDestroyed),
  ];
  if (overcharged) {
    const selfDamage = odds.attackerDamage;
    parts.push(distributionTable('damage to the attacker', selfDamage, expectedValue(selfDamage)));
  }
  const s = odds.suppression;
  if (s !== undefined) {
    const rows = [
      ['taken', s.tested],
      ['failed', s.failed],
      ['falls back', s.fallsBack],
      ['breaks', s.breaks],
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
