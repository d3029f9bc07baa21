import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';
import { main } from '../main.js';

const BIN = fileURLToPath(new URL('../../bin/warroom.js', import.meta.url));

describe('warroom serve', () => {
  it('starts the server, prints its URL, answers, and stops cleanly on SIGTERM', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'warroom-serve-'));
    const env = { ...process.env, DATABASE_URL: '' };
    const child = spawn(process.execPath, [BIN, 'serve', '--port', '0', '--data-dir', dir], {
      env,
    });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          const found = /listening on (http:\/\/\S+)/.exec(out);
          if (found?.[1] !== undefined) resolve(found[1]);
        });
        child.on('exit', (code) => reject(new Error(`warroom serve exited (${code}): ${out}`)));
      });
      assert.match(url, /^http:\/\/127\.0\.0\.1:\d+$/);
      const health = await fetch(`${url}/api/health`);
      assert.deepEqual(await health.json(), { ok: true, database: 'pglite' });
      assert.ok(existsSync(join(dir, 'warroom.lock')));
      const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
      child.kill('SIGTERM');
      assert.equal(await exited, 0);
      assert.ok(!existsSync(join(dir, 'warroom.lock')), 'the data directory is released');
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a bad port and contradictory flags as bad input', async () => {
    const err: string[] = [];
    const run = (...args: string[]) =>
      main(
        ['serve', ...args],
        () => undefined,
        (t) => err.push(t),
      );
    assert.equal(await run('--port', 'eighty'), 2);
    assert.match(err.join('\n'), /--port must be a port number/);
    assert.equal(await run('--data-dir', 'x', '--database-url', 'postgresql://x'), 2);
    assert.match(err.join('\n'), /not both/);
  });
});
