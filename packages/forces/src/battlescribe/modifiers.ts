import { type SelectionContext, decideConditions } from './conditions.js';
import type { Modifier } from './data-model.js';

/** A value after its modifiers, and the modifiers that could not be decided or applied. */
export interface Modified {
  readonly value: string;
  /** Conditional (or repeating) modifiers whose conditions only a roster could decide. */
  readonly undecided: readonly Modifier[];
  /** Modifiers of a type that cannot change this value (e.g. `increment` on a text). */
  readonly unsupported: readonly Modifier[];
}

const NUMBER_FIRST = /^(-?\d+(?:\.\d+)?)(.*)$/s;

/** `increment` / `decrement` on a value that starts with a number (`6"` + 2 = `8"`). */
function shift(value: string, by: string, sign: 1 | -1): string | undefined {
  const match = NUMBER_FIRST.exec(value.trim());
  const step = Number(by);
  if (match?.[1] === undefined || !Number.isFinite(step)) return undefined;
  return `${Number(match[1]) + sign * step}${match[2] ?? ''}`;
}

function apply(value: string, modifier: Modifier): string | undefined {
  switch (modifier.type) {
    case 'set':
      return modifier.value;
    case 'increment':
      return shift(value, modifier.value, 1);
    case 'decrement':
      return shift(value, modifier.value, -1);
    case 'append':
      return `${value} ${modifier.value}`.trim();
    default:
      return undefined;
  }
}

/**
 * Applies, in order, the modifiers of `field` whose conditions hold in the
 * context (set, increment, decrement, append). Modifiers whose conditions only
 * a roster could decide are left out and returned as undecided.
 */
export function modifiedValue(
  initial: string,
  field: string,
  modifiers: readonly Modifier[],
  context: SelectionContext,
): Modified {
  let value = initial;
  const undecided: Modifier[] = [];
  const unsupported: Modifier[] = [];
  for (const modifier of modifiers) {
    if (modifier.field !== field) continue;
    const holds = modifier.repeats ? undefined : decideConditions(modifier.when, context);
    if (holds === false) continue;
    if (holds === undefined) {
      undecided.push(modifier);
      continue;
    }
    const next = apply(value, modifier);
    if (next === undefined) unsupported.push(modifier);
    else value = next;
  }
  return { value, undecided, unsupported };
}
