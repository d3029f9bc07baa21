import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DataError } from '@warroom/armoured-clash';
import fc from 'fast-check';
import { zipArchive } from '../testing/zip-writer.js';
import { battleScribeText } from './file-text.js';
import { isZip, readZip } from './zip.js';

const ROSTER = '<?xml version="1.0"?><roster name="Zipped"/>';

describe('zip archives (.rosz, .catz, .gstz)', () => {
  it('reads stored and deflated entries, and skips directories', () => {
    const zip = zipArchive(
      [
        { name: 'folder/', content: new Uint8Array() },
        { name: 'a.ros', content: Buffer.from(ROSTER), deflate: true },
        { name: 'b.txt', content: Buffer.from('plain') },
      ],
      'a comment at the end',
    );
    assert.ok(isZip(zip));
    const entries = readZip(zip, 'x.zip');
    assert.deepEqual(
      entries.map((e) => [e.name, e.content.toString('utf8')]),
      [
        ['a.ros', ROSTER],
        ['b.txt', 'plain'],
      ],
    );
  });

  it('gives back any content, stored or deflated (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 2000 }), fc.boolean(), (content, deflate) => {
        const [entry] = readZip(zipArchive([{ name: 'f', content, deflate }]), 'f.zip');
        assert.deepEqual(new Uint8Array(entry?.content ?? []), content);
      }),
    );
  });

  it('a damaged archive is a DataError naming the file and the entry', () => {
    const zip = zipArchive([{ name: 'a.ros', content: Buffer.from(ROSTER), deflate: true }]);
    const damaged = Buffer.from(zip);
    damaged[40] = (damaged[40] ?? 0) ^ 0xff; // inside the deflated data
    assert.throws(
      () => readZip(damaged, 'list.rosz'),
      (error: unknown) => {
        assert.ok(error instanceof DataError);
        assert.match(error.message, /^list\.rosz: a\.ros: /);
        return true;
      },
    );
    assert.throws(() => readZip(Buffer.from('PK\u0003\u0004 no directory'), 'short.rosz'), {
      name: 'DataError',
      message: /short\.rosz: not a zip archive/,
    });
  });

  it('battleScribeText: XML as it is, a zip of one file unzipped, any other zip refused', () => {
    assert.equal(battleScribeText(Buffer.from(ROSTER), 'a.ros'), ROSTER);
    const one = zipArchive([{ name: 'a.ros', content: Buffer.from(ROSTER), deflate: true }]);
    assert.equal(battleScribeText(one, 'a.rosz'), ROSTER);
    const two = zipArchive([
      { name: 'a.ros', content: Buffer.from(ROSTER) },
      { name: 'b.ros', content: Buffer.from(ROSTER) },
    ]);
    assert.throws(() => battleScribeText(two, 'two.rosz'), {
      name: 'DataError',
      message:
        'two.rosz: the zip archive holds 2 files (a.ros, b.ros); a BattleScribe file holds one',
    });
    assert.throws(() => battleScribeText(zipArchive([]), 'empty.rosz'), /holds no file/);
  });
});
