export * from './vector.js';
export * from './segment.js';
export * from './shape.js';
export * from './regions.js';
export * from './minkowski.js';
