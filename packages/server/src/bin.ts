import { serve } from './serve.js';

/** `warroom-server`: the server, configured by the environment (docs/server.md). */
serve({}, (text) => process.stdout.write(`${text}\n`)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(
      `warroom-server: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exitCode = 1;
  },
);
