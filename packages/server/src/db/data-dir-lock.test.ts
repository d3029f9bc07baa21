import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { LOCK_FILE, lockDataDir } from './data-dir-lock.js';

const dir = mkdtempSync(join(tmpdir(), 'warroom-lock-'));
after(() => rmSync(dir, { recursive: true, force: true }));

describe('lockDataDir', () => {
  it('claims a data directory for this process and releases it', () => {
    const inner = join(dir, 'new');
    const unlock = lockDataDir(inner);
    assert.equal(readFileSync(join(inner, LOCK_FILE), 'utf8').trim(), String(process.pid));
    unlock();
    assert.throws(() => readFileSync(join(inner, LOCK_FILE)));
  });

  it('refuses a directory another live process holds', () => {
    writeFileSync(join(dir, LOCK_FILE), `${process.ppid}\n`);
    assert.throws(() => lockDataDir(dir), /in use by process \d+/);
  });

  it('takes over the lock of a process that is gone', () => {
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    writeFileSync(join(dir, LOCK_FILE), gone.stdout.toString());
    const unlock = lockDataDir(dir);
    assert.equal(readFileSync(join(dir, LOCK_FILE), 'utf8').trim(), String(process.pid));
    unlock();
  });
});
