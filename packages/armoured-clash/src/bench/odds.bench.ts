/**
 * Throughput of the attack roll, exact and sampled. Prints queries per second
 * and a checksum: if an optimisation changes the checksum, it changed results.
 * Run with `npm run bench`. Not a test: timings depend on the machine.
 */
import { performance } from 'node:perf_hooks';
import { seedRng } from '@warroom/engine';
import { makeAttackRoll } from '../attack/attack-roll.js';
import { prepareAttack } from '../attack/prepare.js';
import { ARMOURED_CLASH_RULES } from '../rules/armoured-clash-rules.js';
import { anAttack } from '../testing/attack-fixture.js';
import { attackOdds } from '../odds/attack-odds.js';

const FULL_DECK = [0, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3];

/** Results are summed here so that no call can be optimised away. */
let sink = 0;

/** Runs `work` repeatedly for about `seconds`, returning calls per second. */
function measure(seconds: number, work: () => number): { perSecond: number } {
  let calls = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < seconds * 1000) {
    for (let i = 0; i < 100; i++) sink += work();
    calls += 100;
    elapsed = performance.now() - start;
  }
  return { perSecond: (calls / elapsed) * 1000 };
}

function report(
  name: string,
  unit: string,
  { perSecond }: { perSecond: number },
  checksum: string,
) {
  const each = 1e6 / perSecond;
  console.log(
    `${name.padEnd(58)} ${Math.round(perSecond).toLocaleString('en').padStart(10)} ${unit}/s` +
      `  ${each.toFixed(2).padStart(8)} µs each  checksum ${checksum}`,
  );
}

const plain = anAttack({
  weapon: { dice: 40 },
  target: { defence: 2, damageLimit: 3, models: 10 },
});
const exactAttack = anAttack({
  weapon: { dice: 40, qualities: [{ name: 'Devastating' }, { name: 'Penetrating' }] },
  attackerRules: [{ name: 'Veteran', x: 2 }],
  target: { defence: 2, damageLimit: 3, models: 10, damage: 1 },
  situation: { rating: 'improved' },
});
const morale = { discipline: 7, breakLimit: 3, suppressed: true };
const suppression = { morale, deck: FULL_DECK };

/** A checksum of one query's results, independent of how many times it ran. */
function oddsChecksum(attack: typeof plain): string {
  const odds = attackOdds(attack, ARMOURED_CLASH_RULES, { suppression });
  const { hits, damage, modelsDestroyed } = odds.expected;
  return (hits + damage + modelsDestroyed + (odds.suppression?.failed ?? 0)).toFixed(12);
}

for (const [name, attack] of [
  ['exact odds: 40 dice, damage, models, suppression', plain],
  ['exact odds: the same + Veteran (2), Devastating, Penetrating', exactAttack],
] as const) {
  report(
    name,
    'queries',
    measure(2, () => attackOdds(attack, ARMOURED_CLASH_RULES, { suppression }).expected.hits),
    oddsChecksum(attack),
  );
}

const prepared = prepareAttack(exactAttack, ARMOURED_CLASH_RULES);
const rng = seedRng('bench');
const rolls = 200_000;
let sampledHits = 0;
for (let i = 0; i < rolls; i++) sampledHits += makeAttackRoll(rng, prepared).outcome.hits;
const sampleRng = seedRng('bench');
report(
  'sampled roll: the same 40-dice attack, seeded',
  'rolls',
  measure(2, () => makeAttackRoll(sampleRng, prepared).outcome.hits),
  `${sampledHits} hits in ${rolls.toLocaleString('en')} rolls`,
);
if (!Number.isFinite(sink)) throw new Error('a benchmark produced a non-finite result');
