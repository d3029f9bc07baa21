/** Fixtures for tests in other packages (the `@warroom/server/testing` entry point). */
export * from './old-game-rows.js';
export * from './hot-seat-options.js';
export { SKIRMISH_FORCES } from './hot-seat-server.js';
export * from './opportunity-fire-fixture.js';
export * from './seed-dealing.js';
