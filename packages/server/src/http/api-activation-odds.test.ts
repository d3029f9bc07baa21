import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ArmyUnit, Choice, GameSetup } from '@warroom/armoured-clash';
import { OPENING_CHOICES, skirmish } from '@warroom/armoured-clash/testing';
import type { RunningServer } from '../start.js';
import { call } from '../testing/api-client.js';
import { decideAsWaited, startTestServer, storedHotSeatGame } from '../testing/hot-seat-server.js';

/** The A tanks' Advance, 2" north. */
const ADVANCE: Choice = { kind: 'advance', at: [24, 7], facing: 90 };

/** The skirmish, the A tanks' gun against Heavy targets with Move or Fire. */
function moveOrFire(): GameSetup {
  const base = skirmish();
  const withIt = (u: ArmyUnit): ArmyUnit =>
    u.id !== 'a-tanks'
      ? u
      : {
          ...u,
          armaments: {
            ...u.armaments,
            rows: u.armaments.rows.map((row) =>
              row.attack === 'ranged' && row.target === 'heavy'
                ? { ...row, qualities: [...row.qualities, { name: 'Move or Fire' }] }
                : row,
            ),
          },
        };
  return {
    ...base,
    generals: {
      ...base.generals,
      a: { ...base.generals.a, units: base.generals.a.units.map(withIt) },
    },
  };
}

describe('the odds of a Ranged Attack read the attacker’s Activation', () => {
  let server: RunningServer;
  let id: string;
  const odds = () =>
    call(server.url, 'GET', `/api/games/${id}/odds?side=a&attacker=a-tanks&target=b-tanks`);
  before(async () => {
    server = await startTestServer();
    id = await storedHotSeatGame(server, moveOrFire(), 1, [
      ...OPENING_CHOICES,
      { kind: 'activate', unit: 'a-tanks' },
    ]);
  });
  after(async () => {
    await server?.close();
  });

  it('glossary: Move or Fire: odds before the Movement Step; after an Advance, the engine’s refusal and its rule', async () => {
    const first = await odds();
    assert.equal(first.status, 200, first.text);
    await decideAsWaited(server, id, ADVANCE);
    const moved = await odds();
    assert.equal(moved.status, 400, moved.text);
    assert.match(moved.text, /glossary: Move or Fire/);
  });
});
