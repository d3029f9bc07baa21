export * from './rng.js';
export * from './distribution.js';
export * from './card-pile.js';
export * from './geometry/index.js';
