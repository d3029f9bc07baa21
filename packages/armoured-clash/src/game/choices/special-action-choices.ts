import type { At } from './at.js';

/**
 * The Special Actions of the Attack Step (rulebook p.30; the glossary's own),
 * the Transports' (pp.46-47) and the buildings' (pp.43-45).
 */
export type SpecialActionChoice =
  /** rulebook p.30 Special Actions. */
  | { readonly kind: 'takeCover' | 'goOnLookout' | 'reArm' }
  /** glossary: Construction Team: the Entrench Special Action, giving `unit` the Entrenched status. */
  | { readonly kind: 'entrench'; readonly unit: string }
  /** glossary: Repair (X): a Special Action in the Attack Step repairing a friendly unit. */
  | { readonly kind: 'repair'; readonly unit: string }
  /** rulebook pp.62-63 Find the Lady: the Scour the Field Special Action at a Strategic Objective Marker (its id). */
  | { readonly kind: 'scourTheField'; readonly marker: string }
  /** rulebook pp.30, 46 Embark: a Special Action onto an Unoccupied friendly Transport unit within 3". */
  | { readonly kind: 'embark'; readonly transport: string }
  /** rulebook pp.25, 46 Disembark: the Embarked unit set up, its Officer at `at`, formed up facing `facing` degrees. */
  | { readonly kind: 'disembark'; readonly at: At; readonly facing: number }
  /** glossary: Bail Out — models of its Transport were Destroyed: the Embarked unit Disembarks at once, its Officer at `at`, facing `facing` degrees, and is Suppressed. */
  | { readonly kind: 'bailOut'; readonly at: At; readonly facing: number }
  /** glossary: Bail Out — the Embarked unit stays aboard; models beyond the reduced Transport Capacity are Destroyed. */
  | { readonly kind: 'stayAboard' }
  /** glossary: Assault Ramp — the Transport's Special Action: its Embarked unit Disembarks, its Officer at `at`, facing `facing` degrees. */
  | { readonly kind: 'assaultRamp'; readonly at: At; readonly facing: number }
  /** rulebook pp.30, 43 Garrison: a Special Action into an unoccupied Defensible Building (a terrain piece id) within 3". */
  | { readonly kind: 'garrison'; readonly building: string }
  /** rulebook pp.25, 43 Exit: the Garrisoned unit set up, its Officer at `at`, formed up facing `facing` degrees. */
  | { readonly kind: 'exit'; readonly at: At; readonly facing: number };
