/**
 * Every field of `T`, those it may lack present as undefined. An object
 * literal of this type must list them all, in one order, so every copy made
 * with it has one shape (one V8 hidden class) and reads of it stay fast;
 * objects that gain and lose optional fields in different orders come in many
 * shapes, or turn into slow dictionaries once a field is deleted. The game's
 * state, its units and its Activation are copied this way (copy-state.ts,
 * copy-unit.ts, copy-activation.ts), and their fields are cleared by setting
 * them undefined, never deleted.
 */
export type EveryField<T> = { [K in keyof T]-?: T[K] };
