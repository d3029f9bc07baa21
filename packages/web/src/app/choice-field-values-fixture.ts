import type { ChoiceField } from './choice-field-readings.js';

/**
 * A value of each field's shape (docs/protocol.md Choices), as the log API
 * gives it, naming the test step's units, cards and terrain
 * (replays/replay-step-fixture.ts).
 */
export const EVERY_FIELD: Readonly<Record<ChoiceField, unknown>> = {
  unit: 'a-tanks',
  units: ['b-rifles'],
  target: 'hall',
  targets: ['b-rifles'],
  spotter: 'a-tanks',
  transport: 'a-tanks',
  building: 'hall',
  bearing: 30,
  to: 'b',
  general: 'A',
  rearEdge: 'north',
  forwardDie: 'miss',
  marker: 'portal-1',
  piece: 'wood-1',
  clash: 'supplyDrop',
  count: 1,
  model: 'a-tanks#1',
  losses: ['a-tanks#1'],
  inches: 12,
  brakeTurn: { after: 1, facing: 0 },
  bank: [0],
  prioritiseExposed: true,
  overcharge: true,
  precision: ['b-rifles#1'],
  locomotorBoosters: true,
  soar: true,
  card: 0,
  command: 1,
  commandAgainst: 'b-rifles',
  portalMastery: 0,
  cards: [1],
  via: [[0, 1]],
  at: [1, 2],
  facing: 90,
};
