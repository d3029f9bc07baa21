/**
 * Asks the server about the latest of a stream of questions (a dragged unit's
 * position), with at most one request in flight: questions asked while one is
 * in flight replace each other, and the last is sent when the answer returns.
 * Answers to questions asked before `cancel()` are dropped.
 */
export class LatestRequest<Q, A> {
  private inFlight = false;
  private waiting: { readonly question: Q } | undefined;
  private generation = 0;

  constructor(
    private readonly ask: (question: Q) => Promise<A>,
    private readonly answered: (question: Q, answer: A | Error) => void,
  ) {}

  /** Asks `question` now, or as soon as the request in flight returns. */
  request(question: Q): void {
    if (this.inFlight) this.waiting = { question };
    else this.send(question);
  }

  /** Forgets the question waiting and every answer still to come. */
  cancel(): void {
    this.generation += 1;
    this.waiting = undefined;
  }

  private send(question: Q): void {
    const generation = this.generation;
    this.inFlight = true;
    const deliver = (answer: A | Error) => {
      this.inFlight = false;
      if (generation === this.generation) this.answered(question, answer);
      const next = this.waiting;
      this.waiting = undefined;
      if (next !== undefined) this.send(next.question);
    };
    this.ask(question).then(deliver, (error: unknown) =>
      deliver(error instanceof Error ? error : new Error(String(error))),
    );
  }
}
