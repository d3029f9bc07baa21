import type { LiveGame } from './live-game.js';

/**
 * The games played lately, kept replayed: a game is replayed from its record
 * when it is not here or the database holds more decisions than the copy (the
 * choices are append-only, so a copy with as many is the same game).
 */
export class GameCache {
  private readonly games = new Map<string, LiveGame>();

  constructor(private readonly size = 32) {}

  get(id: string, decisions: number): LiveGame | undefined {
    const live = this.games.get(id);
    if (live === undefined || live.steps.length !== decisions || live.broken !== undefined) {
      return undefined;
    }
    // Most recently used last.
    this.games.delete(id);
    this.games.set(id, live);
    return live;
  }

  put(live: LiveGame): void {
    this.games.delete(live.head.id);
    this.games.set(live.head.id, live);
    while (this.games.size > this.size) {
      const oldest = this.games.keys().next().value;
      if (oldest === undefined) break;
      this.games.delete(oldest);
    }
  }

  forget(id: string): void {
    this.games.delete(id);
  }
}
