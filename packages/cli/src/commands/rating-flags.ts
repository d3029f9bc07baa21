import {
  COMBAT_RATINGS,
  type CombatRating,
  type CombatRatingModifier,
  combatRatingOf,
} from '@warroom/armoured-clash';
import { oneOf, wholeNumber } from '../parse-values.js';
import { UsageError } from '../usage-error.js';

/** More Combat Rating Bonuses or Penalties than any situation gives. */
const MOST_MODIFIERS = 20;

export const RATING_OPTIONS = {
  rating: { type: 'string' },
  bonuses: { type: 'string' },
  penalties: { type: 'string' },
  'opportunity-fire': { type: 'boolean' },
} as const;

export const RATING_HELP = `Combat Rating (rulebook pp.26, 28):
  --rating R              weakened, neutral (default) or improved; a rule's own
                          bonus or penalty moves it by one step
  --bonuses B --penalties P
                          instead of --rating: the count of Combat Rating Bonuses
                          and Penalties, so that a rule's own (Melee Masters,
                          Onslaught, Seismic, Turret) count exactly; --concealed
                          then adds the Concealed penalty (Torrent cancels it)
  --opportunity-fire      with --bonuses/--penalties: the Opportunity Fire
                          penalty (Lock On cancels it)`;

export interface RatingFlagValues {
  readonly rating?: string | undefined;
  readonly bonuses?: string | undefined;
  readonly penalties?: string | undefined;
  readonly 'opportunity-fire'?: boolean | undefined;
  readonly concealed?: boolean | undefined;
}

function counted(
  n: number,
  effect: 'bonus' | 'penalty',
  source: string,
): readonly CombatRatingModifier[] {
  return Array.from({ length: n }, () => ({ source, effect, cause: 'other' }));
}

/** The Combat Rating the flags give, with the modifiers behind it when they were counted. */
export function ratingFromFlags(values: RatingFlagValues): {
  rating: CombatRating;
  combatRatingModifiers?: readonly CombatRatingModifier[];
} {
  const counting = values.bonuses !== undefined || values.penalties !== undefined;
  if (!counting) {
    if (values['opportunity-fire'] === true) {
      throw new UsageError('--opportunity-fire counts its penalty only with --bonuses/--penalties');
    }
    return { rating: oneOf('rating', values.rating ?? 'neutral', COMBAT_RATINGS) };
  }
  if (values.rating !== undefined) {
    throw new UsageError('give either --rating or --bonuses/--penalties, not both');
  }
  const count = (flag: 'bonuses' | 'penalties'): number =>
    values[flag] === undefined ? 0 : wholeNumber(flag, values[flag], 0, MOST_MODIFIERS);
  const modifiers: CombatRatingModifier[] = [
    ...counted(count('bonuses'), 'bonus', 'a bonus (--bonuses)'),
    ...counted(count('penalties'), 'penalty', 'a penalty (--penalties)'),
    ...(values.concealed === true
      ? [{ source: 'Concealed', effect: 'penalty', cause: 'concealed' } as const]
      : []),
    ...(values['opportunity-fire'] === true
      ? [{ source: 'Opportunity Fire', effect: 'penalty', cause: 'opportunityFire' } as const]
      : []),
  ];
  return { rating: combatRatingOf(modifiers), combatRatingModifiers: modifiers };
}
