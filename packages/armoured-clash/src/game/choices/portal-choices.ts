import type { At } from './at.js';

/**
 * The choices as an Activation starts, before its Reaction Step (rulebook
 * p.22): Portal Markers placed or removed (glossary: Portal Mastery (X)) and
 * Destroyed models restored (glossary: Immortal).
 */
export type PortalChoice =
  /** glossary: Portal Mastery (X): a Portal Marker placed with its centre at `at`. */
  | { readonly kind: 'placePortalMarker'; readonly at: At }
  /** glossary: Portal Mastery (X): the Portal Marker `marker` (of either General) removed. */
  | { readonly kind: 'removePortalMarker'; readonly marker: string }
  /** glossary: Portal Mastery (X): no more markers placed or removed. */
  | { readonly kind: 'endPortalMastery' }
  /** glossary: Immortal: `count` Destroyed models restored at the start of the Activation (0: none). */
  | { readonly kind: 'restoreModels'; readonly count: number };
