import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LatestRequest } from './latest-request.js';

/** A request the test answers by hand. */
function manualServer() {
  const asked: number[] = [];
  const answers: ((value: string) => void)[] = [];
  const ask = (question: number) =>
    new Promise<string>((resolve) => {
      asked.push(question);
      answers.push(resolve);
    });
  return { asked, answers, ask };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('LatestRequest: at most one check in flight, the latest position sent next', () => {
  it('sends the first question at once, keeps only the last one asked meanwhile, and sends it when the answer returns', async () => {
    const server = manualServer();
    const got: [number, string | Error][] = [];
    const latest = new LatestRequest(server.ask, (q: number, a: string | Error) =>
      got.push([q, a]),
    );
    latest.request(1);
    latest.request(2);
    latest.request(3);
    assert.deepEqual(server.asked, [1]);
    server.answers[0]?.('one');
    await settle();
    assert.deepEqual(server.asked, [1, 3]);
    server.answers[1]?.('three');
    await settle();
    assert.deepEqual(got, [
      [1, 'one'],
      [3, 'three'],
    ]);
  });

  it('drops answers to questions asked before cancel, and the question waiting', async () => {
    const server = manualServer();
    const got: number[] = [];
    const latest = new LatestRequest(server.ask, (q: number) => got.push(q));
    latest.request(1);
    latest.request(2);
    latest.cancel();
    server.answers[0]?.('one');
    await settle();
    assert.deepEqual(server.asked, [1]);
    assert.deepEqual(got, []);
    latest.request(4);
    assert.deepEqual(server.asked, [1, 4]);
  });

  it('passes a failed request on as an Error and goes on', async () => {
    const got: (string | Error)[] = [];
    const latest = new LatestRequest(
      (q: number) => (q === 1 ? Promise.reject(new Error('down')) : Promise.resolve('ok')),
      (_q: number, a: string | Error) => got.push(a),
    );
    latest.request(1);
    await settle();
    latest.request(2);
    await settle();
    assert.ok(got[0] instanceof Error && got[0].message === 'down');
    assert.equal(got[1], 'ok');
  });
});
