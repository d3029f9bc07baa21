/** glossary: Portal Mastery (X) — the Special Command a unit's General can attempt at the start of its Activation: X markers placed or removed, and the rule. */
export interface PortalCommand {
  readonly rule: string;
  readonly markers: number;
}

/** glossary: Immortal — at the start of its Activation, within `within` inches of a Portal Marker, its General can restore up to `models` Destroyed models. */
export interface ModelsRestored {
  readonly rule: string;
  readonly models: number;
  readonly within: number;
}
