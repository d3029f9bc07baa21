export * from './api-error.js';
export * from './db/database.js';
export * from './db/migrate.js';
export * from './db/migrations.js';
export * from './db/open-database.js';
export * from './games/game-options.js';
export type { RuleEntry } from './rules/rules-coverage.js';
export * from './serve.js';
export * from './start.js';
