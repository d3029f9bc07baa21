import assert from 'node:assert/strict';
import { nextInt, seedRng } from '@warroom/engine';
import type { GameSetup } from '../game/army.js';
import type { At } from '../game/choice.js';
import { IllegalChoice } from '../game/rule-error.js';
import type { GameState } from '../game/state.js';
import { skirmish } from './game-fixture.js';
import { faceToFace } from './melee-fixture.js';

/** The units whose moves are sampled: each side's rifles and tanks. */
const UNITS = ['a-rifles', 'a-tanks', 'b-rifles', 'b-tanks'];

/** Places are sampled to the tenth of an inch. */
const TENTHS = 10;

/** Facings are sampled in eighths of a turn: this many degrees, this many of them. */
const EIGHTH = 45;
const EIGHTHS = 8;

/** The rule `run` throws as an IllegalChoice, or undefined when it accepts the move. */
export function ruleBroken(run: () => unknown): string | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    if (error instanceof IllegalChoice) return error.rule;
    throw error;
  }
}

/** One move sampled: the unit, the kind of move, where its Officer is to end and facing which way (degrees). */
export interface SampledMove<K> {
  readonly setup: GameSetup;
  readonly state: GameState;
  readonly unit: string;
  readonly kind: K;
  readonly at: At;
  readonly facing: number;
}

/** How the sampled moves were judged: how many were allowed, how many refused under each rule. */
export interface Verdicts {
  readonly allowed: number;
  readonly refused: ReadonlyMap<string, number>;
}

/** What is sampled: from `seed`, `samples` moves of each of `kinds` per unit, within `reach` inches of its Officer across and along. */
export interface Sampling<K> {
  readonly seed: string;
  readonly reach: number;
  readonly samples: number;
  readonly kinds: readonly K[];
}

/**
 * In the skirmish with the two sides face to face (melee-fixture.ts
 * faceToFace), the moves `sampling` gives each unit, each to a place within
 * its reach of the unit's Officer (to the tenth of an inch) and a facing in
 * eighths of a turn, judged by `judge` (which asserts what it compares): the
 * rule a move breaks, or undefined.
 */
export function sampledVerdicts<K>(
  sampling: Sampling<K>,
  judge: (move: SampledMove<K>) => string | undefined,
): Verdicts {
  const setup = skirmish();
  const state = faceToFace(setup);
  const rng = seedRng(sampling.seed);
  const { reach } = sampling;
  const refused = new Map<string, number>();
  let allowed = 0;
  for (const unit of UNITS) {
    const officer = state.units[unit]?.models[0];
    assert.ok(officer !== undefined, `${unit} is deployed`);
    for (const kind of sampling.kinds) {
      for (let i = 0; i < sampling.samples; i++) {
        const at: At = [
          officer.x + nextInt(rng, 2 * reach * TENTHS) / TENTHS - reach,
          officer.y + nextInt(rng, 2 * reach * TENTHS) / TENTHS - reach,
        ];
        const facing = EIGHTH * nextInt(rng, EIGHTHS);
        const rule = judge({ setup, state, unit, kind, at, facing });
        if (rule === undefined) allowed++;
        else refused.set(rule, (refused.get(rule) ?? 0) + 1);
      }
    }
  }
  return { allowed, refused };
}

/**
 * The samples reach both verdicts, and the refusals the quick bounds settle:
 * some `moves` legal, some going too far (rulebook p.16 Movement Limit), some
 * ending off the battlefield (p.8 The Battlefield).
 */
export function assertBothVerdicts({ allowed, refused }: Verdicts, moves: string): void {
  assert.ok(allowed > 0, `some ${moves} are legal`);
  assert.ok((refused.get('rulebook p.16 Movement Limit') ?? 0) > 0, 'some go too far');
  assert.ok((refused.get('rulebook p.8 The Battlefield') ?? 0) > 0, 'some end off the battlefield');
}
