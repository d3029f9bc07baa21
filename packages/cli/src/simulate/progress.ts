/** Where a progress bar is drawn: a stream such as `process.stderr`, and whether it is a terminal. */
export interface ProgressStream {
  readonly isTTY?: boolean;
  write(text: string): unknown;
}

/** The bar's width in characters. */
export const PROGRESS_WIDTH = 30;

/** Draws games done out of `games` on one line, redrawn in place. */
export interface Progress {
  readonly done: (played: number) => void;
  /** Ends the bar's line (once every game is played). */
  readonly end: () => void;
}

/** The bar of `played` games out of `games`: filled blocks, dots for the rest, then the count. */
export function progressLine(played: number, games: number): string {
  const filled = '█'.repeat(Math.round((PROGRESS_WIDTH * played) / games));
  return `\r${filled.padEnd(PROGRESS_WIDTH, '·')} ${played}/${games}`;
}

/** A progress bar on `stream` when it is a terminal and the output is not `--json`; otherwise it draws nothing. */
export function progressBar(stream: ProgressStream, json: boolean, games: number): Progress {
  if (stream.isTTY !== true || json) return { done: () => undefined, end: () => undefined };
  return {
    done: (played) => stream.write(progressLine(played, games)),
    end: () => stream.write('\n'),
  };
}
