export * from './play-game.js';
export * from './player.js';
export * from './random-player.js';
export * from './heuristic-player.js';
export * from './invariants.js';
export * from './checked-game.js';
export * from './invariants-more.js';
