/** Fixtures for tests in other packages (the `@warroom/armoured-clash/testing` entry point). */
export * from './game-fixture.js';
export * from './aircraft-fixture.js';
export * from './deck-fixture.js';
export * from './command-fixture.js';
export * from './fortification-fixture.js';
export * from './not-large.js';
export * from './moments-fixture.js';
export * from './covering-fixture.js';
export * from './melee-fixture.js';
export * from './wrecked-wall-fixture.js';
export * from './stored-decisions-fixture.js';
export * from './statistics.js';
export * from './coruscating-fixture.js';
export * from './clash-to-choose-fixture.js';
export * from './reserves-fixture.js';
export * from './house-fixture.js';
