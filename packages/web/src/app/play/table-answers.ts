/**
 * The answers of the table's dry run (`POST /api/games/:id/check`) and sight
 * (`GET /api/games/:id/sight`), as the server declares them (docs/server.md).
 */
export type { Visibility } from '@warroom/armoured-clash';
export type {
  CheckAnswer,
  MoveMeasure,
  RangeBand,
  SightAnswer,
  SightOfTarget,
} from '@warroom/server';
