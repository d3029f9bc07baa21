import type { Choice } from '@warroom/armoured-clash';
import { OPENING_CHOICES } from '@warroom/armoured-clash/testing';

/** A seed whose deal of the engine's `commandSkirmish` gives General B Steady Hands (card 1) in hand. */
export const OPPORTUNITY_FIRE_SEED = 11;

/**
 * rulebook p.25 Opportunity Fire: in the engine's `commandSkirmish`, B's Tanks
 * go On Lookout; A then Activates its Tanks in their sights: B's Reaction Step.
 */
export const TO_OPPORTUNITY_FIRE: readonly Choice[] = [
  ...OPENING_CHOICES,
  { kind: 'activate', unit: 'a-rifles' },
  { kind: 'hold' },
  { kind: 'takeCover' },
  { kind: 'activate', unit: 'b-tanks' },
  { kind: 'hold' },
  { kind: 'goOnLookout' },
  { kind: 'activate', unit: 'a-tanks' },
];
