import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type Route, findRoute } from './router.js';

const handler = () => Promise.resolve({ status: 200 });
const ROUTES: Route[] = [
  { method: 'GET', path: '/api/games', handler },
  { method: 'POST', path: '/api/games', handler },
  { method: 'GET', path: '/api/games/:id', handler },
  { method: 'POST', path: '/api/games/:id/decisions', handler },
];

describe('findRoute', () => {
  it('matches the path and method, with decoded parameters', () => {
    const found = findRoute(ROUTES, 'POST', '/api/games/a%20b/decisions');
    assert.ok('route' in found);
    assert.equal(found.route, ROUTES[3]);
    assert.deepEqual(found.params, { id: 'a b' });
    assert.ok('route' in findRoute(ROUTES, 'GET', '/api/games/'));
  });

  it('says 404 for no such path and 405 with what is allowed', () => {
    assert.deepEqual(findRoute(ROUTES, 'GET', '/api/nothing'), { status: 404 });
    assert.deepEqual(findRoute(ROUTES, 'GET', '/api/games/%E0%A4%A'), { status: 404 });
    assert.deepEqual(findRoute(ROUTES, 'DELETE', '/api/games'), {
      status: 405,
      allow: ['GET', 'POST'],
    });
  });
});
