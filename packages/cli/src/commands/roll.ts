import {
  ARMOURED_CLASH_RULES,
  FACE_NAMES,
  type Face,
  type CommandConquestCard,
  makeAttackRoll,
  newCommandDeck,
  prepareAttack,
  takeTopCard,
} from '@warroom/armoured-clash';
import { type RngState, seedRng } from '@warroom/engine';
import { SAMPLE_DECK_PATH, loadDeckFile } from '../sample-deck.js';
import { parseFlags } from '../parse-args.js';
import { ATTACK_HELP, ATTACK_OPTIONS, attackFromFlags } from './attack-flags.js';

export const ROLL_HELP = `warroom roll — make one attack roll with the seeded dice

Usage: warroom roll --dice N --defence D [--seed S] [options]

Rolls the attack pool exactly as the engine does in a game (same generator, same
rule entries) and shows every die, the re-rolls and what the roll did.

${ATTACK_HELP}
Roll:
  --overcharge            the weapon has Overcharge and the General declares it: the
                          top card of the (seeded, shuffled) sample deck adds its
                          Value in dice; each Blank deals the attacker one Damage
  --seed S                the seed of the generator (a number or any text; default 1)
  --json                  one JSON object instead of text
  -h, --help              this help`;

const ROLL_OPTIONS = {
  ...ATTACK_OPTIONS,
  seed: { type: 'string' },
  overcharge: { type: 'boolean' },
} as const;

function faceList(faces: readonly Face[]): string {
  return faces.map((face) => FACE_NAMES[face] ?? '?').join(', ');
}

/**
 * glossary: Overcharge — the General reveals and discards the top card of the
 * attacker's deck (the sample deck, shuffled with the roll's generator).
 */
function overchargeCard(rng: RngState): CommandConquestCard {
  const definition = loadDeckFile(SAMPLE_DECK_PATH);
  const deck = newCommandDeck(rng, definition);
  const index = takeTopCard(rng, deck);
  const card = index === undefined ? undefined : definition.cards[index];
  if (card === undefined) throw new Error('the sample deck holds no cards');
  return card;
}

/** `warroom roll`: one seeded attack roll. */
export function runRoll(args: readonly string[], print: (text: string) => void): void {
  const { values } = parseFlags(args, ROLL_OPTIONS);
  if (values.help === true) return void print(ROLL_HELP);
  const seed = values.seed ?? '1';
  const rng = seedRng(/^\d+$/.test(seed) ? Number(seed) : seed);
  const flagged = attackFromFlags(values);
  const card = values.overcharge === true ? overchargeCard(rng) : undefined;
  const attack =
    card === undefined
      ? flagged
      : {
          ...flagged,
          weapon: {
            ...flagged.weapon,
            qualities: [...flagged.weapon.qualities, { name: 'Overcharge' }],
          },
          situation: { ...flagged.situation, overchargeCardValue: card.value },
        };
  const prepared = prepareAttack(attack, ARMOURED_CLASH_RULES);
  const { pool, outcome } = makeAttackRoll(rng, prepared);
  const result = {
    seed,
    ...(card === undefined ? {} : { overchargeCard: { id: card.id, value: card.value } }),
    rolled: pool.rolled.map((face) => FACE_NAMES[face]),
    final: pool.final.map((face) => FACE_NAMES[face]),
    hits: outcome.hits,
    defence: prepared.defence,
    damage: outcome.target.damageSuffered,
    modelsDestroyed: outcome.target.modelsDestroyed,
    modelsLeft: outcome.target.models,
    damageLeft: outcome.target.damage,
    attackerDamage: outcome.attackerDamage,
  };
  if (values.json === true) return void print(JSON.stringify(result));
  print(
    [
      `seed ${seed}`,
      ...(card === undefined
        ? []
        : [`Overcharge: revealed ${card.id} (Value ${card.value}), +${card.value} dice`]),
      `rolled (${pool.rolled.length} dice): ${faceList(pool.rolled)}`,
      `after re-rolls:     ${faceList(pool.final)}`,
      `hits ${outcome.hits} against Defence ${prepared.defence}: ${result.damage} damage, ` +
        `${result.modelsDestroyed} models destroyed, ${result.modelsLeft} left with ${result.damageLeft} damage`,
      ...(card === undefined ? [] : [`the attacker suffers ${outcome.attackerDamage} damage`]),
    ].join('\n'),
  );
}
