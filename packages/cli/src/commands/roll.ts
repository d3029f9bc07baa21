import {
  ARMOURED_CLASH_RULES,
  FACE_NAMES,
  type Face,
  makeAttackRoll,
  prepareAttack,
} from '@warroom/armoured-clash';
import { seedRng } from '@warroom/engine';
import { parseFlags } from '../parse-args.js';
import { ATTACK_HELP, ATTACK_OPTIONS, attackFromFlags } from './attack-flags.js';

export const ROLL_HELP = `warroom roll — make one attack roll with the seeded dice

Usage: warroom roll --dice N --defence D [--seed S] [options]

Rolls the attack pool exactly as the engine does in a game (same generator, same
rule entries) and shows every die, the re-rolls and what the roll did.

${ATTACK_HELP}
Roll:
  --seed S                the seed of the generator (a number or any text; default 1)
  --json                  one JSON object instead of text
  -h, --help              this help`;

const ROLL_OPTIONS = { ...ATTACK_OPTIONS, seed: { type: 'string' } } as const;

function faceList(faces: readonly Face[]): string {
  return faces.map((face) => FACE_NAMES[face] ?? '?').join(', ');
}

/** `warroom roll`: one seeded attack roll. */
export function runRoll(args: readonly string[], print: (text: string) => void): void {
  const { values } = parseFlags(args, ROLL_OPTIONS);
  if (values.help === true) return print(ROLL_HELP);
  const seed = values.seed ?? '1';
  const prepared = prepareAttack(attackFromFlags(values), ARMOURED_CLASH_RULES);
  const { pool, outcome } = makeAttackRoll(
    seedRng(/^\d+$/.test(seed) ? Number(seed) : seed),
    prepared,
  );
  const result = {
    seed,
    rolled: pool.rolled.map((face) => FACE_NAMES[face]),
    final: pool.final.map((face) => FACE_NAMES[face]),
    hits: outcome.hits,
    defence: prepared.defence,
    damage: outcome.target.damageSuffered,
    modelsDestroyed: outcome.target.modelsDestroyed,
    modelsLeft: outcome.target.models,
    damageLeft: outcome.target.damage,
  };
  if (values.json === true) return print(JSON.stringify(result));
  print(
    [
      `seed ${seed}`,
      `rolled (${pool.rolled.length} dice): ${faceList(pool.rolled)}`,
      `after re-rolls:     ${faceList(pool.final)}`,
      `hits ${outcome.hits} against Defence ${prepared.defence}: ${result.damage} damage, ` +
        `${result.modelsDestroyed} models destroyed, ${result.modelsLeft} left with ${result.damageLeft} damage`,
    ].join('\n'),
  );
}
