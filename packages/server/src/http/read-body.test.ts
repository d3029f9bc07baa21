import assert from 'node:assert/strict';
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { describe, it } from 'node:test';
import { readJsonBody } from './read-body.js';

const request = (...chunks: (string | Buffer)[]): IncomingMessage =>
  Readable.from(chunks.map((c) => Buffer.from(c))) as unknown as IncomingMessage;

describe('readJsonBody', () => {
  it('reads a JSON body sent in pieces', async () => {
    assert.deepEqual(await readJsonBody(request('{"a": [1,', ' 2]}')), { a: [1, 2] });
  });

  it('refuses a body over the limit (413), text that is not UTF-8, and bad JSON (400)', async () => {
    await assert.rejects(readJsonBody(request('[1, 2, 3]'), 4), { status: 413 });
    await assert.rejects(readJsonBody(request(Buffer.from([0x7b, 0xff, 0x7d]))), {
      status: 400,
      message: 'the request body is not UTF-8 text',
    });
    await assert.rejects(readJsonBody(request('{"a": tru}')), {
      status: 400,
      message: /line 1, column 10/,
    });
  });
});
