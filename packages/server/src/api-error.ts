/** Where in a request something is wrong, and what. */
export interface ApiProblem {
  /** e.g. `body.forces.a.list.battlegroups[0].units[2].level`, or `query.side`. */
  readonly where: string;
  readonly message: string;
}

/**
 * A request the server refuses, with the HTTP status to answer and what to say:
 * the message, and optionally the problems found (each with where) and other
 * details (the rule an illegal choice breaks, the game's current index...).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly details: {
      readonly problems?: readonly ApiProblem[];
      readonly [key: string]: unknown;
    } = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, details?: ApiError['details']): ApiError =>
  new ApiError(400, message, details);

export const notFound = (what: string): ApiError => new ApiError(404, `${what} not found`);

export const conflict = (message: string, details?: ApiError['details']): ApiError =>
  new ApiError(409, message, details);
