import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { EXIT_BAD_INPUT, main } from '../main.js';

type Pairs = [number, number][];

interface Odds {
  hits: Pairs;
  damage: Pairs;
  modelsDestroyed: Pairs;
  suppression?: {
    tested: number;
    failed: number;
    breaks: number;
    gains: { suppressed: number; activated: number; disordered: number };
  };
  buildingWrecked?: number;
}

function odds(...argv: string[]): Odds {
  const out: string[] = [];
  const err: string[] = [];
  const code = main(
    ['odds', ...argv, '--json'],
    (t) => out.push(t),
    (t) => err.push(t),
  );
  assert.equal(code, 0, err.join('\n'));
  return JSON.parse(out[0] ?? '{}') as Odds;
}

function refused(argv: readonly string[], problem: RegExp): void {
  const err: string[] = [];
  const code = main(
    ['odds', ...argv],
    () => undefined,
    (t) => err.push(t),
  );
  assert.equal(code, EXIT_BAD_INPUT);
  assert.match(err.join('\n'), problem);
}

const ATTACK = ['--dice', '6', '--defence', '2', '--damage-limit', '2', '--models', '5'];
const sameHits = (a: Odds, b: Odds): void => assert.deepEqual(a.hits, b.hits);

describe('warroom odds: the Combat Rating counted (rulebook p.26 Determine Combat Rating)', () => {
  it('--bonuses/--penalties give the rating; --concealed and --opportunity-fire add their penalty', () => {
    sameHits(
      odds(...ATTACK, '--bonuses', '2', '--penalties', '1'),
      odds(...ATTACK, '--rating', 'improved'),
    );
    sameHits(odds(...ATTACK, '--bonuses', '1', '--concealed'), odds(...ATTACK));
    sameHits(odds(...ATTACK, '--bonuses', '1', '--opportunity-fire'), odds(...ATTACK));
  });

  it('glossary: Torrent cancels the Concealed penalty; glossary: Lock On the Opportunity Fire penalty', () => {
    sameHits(odds(...ATTACK, '--bonuses', '0', '--concealed', '--torrent'), odds(...ATTACK));
    sameHits(
      odds(...ATTACK, '--bonuses', '1', '--opportunity-fire', '--lock-on'),
      odds(...ATTACK, '--rating', 'improved'),
    );
  });

  it('glossary: Melee Masters and glossary: Onslaught in a Close Quarters Attack', () => {
    const cq = [...ATTACK, '--close-quarters'];
    sameHits(odds(...cq, '--bonuses', '1', '--melee-masters'), odds(...cq));
    sameHits(
      odds(...cq, '--bonuses', '1', '--melee-masters', '--impact'),
      odds(...cq, '--rating', 'improved'),
    );
    sameHits(odds(...cq, '--onslaught'), odds(...cq, '--rating', 'improved'));
  });

  it('glossary: Turret outside the Front Arc, glossary: Indirect unseen, glossary: Trap', () => {
    sameHits(odds(...ATTACK, '--turret', '--outside-arc'), odds(...ATTACK, '--rating', 'weakened'));
    sameHits(
      odds(...ATTACK, '--bonuses', '2', '--indirect', '--unseen'),
      odds(...ATTACK, '--rating', 'weakened'),
    );
    sameHits(
      odds(...ATTACK, '--rating', 'weakened', '--trap'),
      odds(...ATTACK, '--rating', 'improved'),
    );
  });
});

describe('warroom odds: glossary: Portal Blast', () => {
  it('glossary: Portal Blast: Neutral whatever the bonuses or penalties', () => {
    const neutral = odds(...ATTACK);
    sameHits(odds(...ATTACK, '--bonuses', '2', '--portal-blast'), neutral);
    sameHits(odds(...ATTACK, '--rating', 'weakened', '--portal-blast'), neutral);
  });
});

describe('warroom odds: Defence (glossary: Pavises, glossary: Immortal)', () => {
  it('Pavises: Taking Cover counts in a Close Quarters Attack; Immortal near a Portal Marker', () => {
    const harder = odds('--dice', '6', '--defence', '3', '--close-quarters');
    sameHits(harder, odds('--dice', '6', '--defence', '2', '--close-quarters'));
    assert.deepEqual(
      odds('--dice', '6', '--defence', '2', '--close-quarters', '--taking-cover', '--pavises')
        .damage,
      harder.damage,
    );
    assert.deepEqual(
      odds('--dice', '6', '--defence', '2', '--close-quarters', '--immortal').damage,
      harder.damage,
    );
  });
});

describe('warroom odds: the Suppression Test (glossary: Trap, Cryo, Seismic, Automata)', () => {
  const test = ['--discipline', '5', '--deck', '1:1,9:1'];

  it('Trap: one die cannot Annihilate 5 models, so the test is always taken', () => {
    const s = odds('--dice', '1', '--defence', '1', '--models', '5', '--trap', ...test).suppression;
    assert.equal(s?.tested, 1);
    assert.ok(Math.abs((s?.failed ?? 0) - 0.5) < 1e-12);
  });

  it('Cryo gives Activated instead of Suppressed, unless --activated; Seismic adds Disordered', () => {
    const cryo = odds(...ATTACK, '--cryo', ...test).suppression;
    assert.ok(cryo !== undefined && cryo.failed > 0);
    assert.ok(Math.abs(cryo.gains.activated - (cryo.failed - cryo.breaks)) < 1e-12);
    assert.equal(cryo.gains.suppressed, 0);
    const activated = odds(...ATTACK, '--cryo', '--seismic', ...test, '--activated').suppression;
    assert.equal(activated?.gains.activated, 0);
    assert.ok(
      Math.abs((activated?.gains.disordered ?? 0) - (activated?.gains.suppressed ?? 1)) < 1e-12,
    );
  });

  it('Seismic: a bonus against a Garrisoned unit, none against Aircraft', () => {
    const garrisoned = ['--garrisoned', '--bonuses', '0'];
    sameHits(odds(...ATTACK, ...garrisoned, '--seismic'), odds(...ATTACK));
    sameHits(
      odds(...ATTACK, ...garrisoned, '--seismic', '--target-type', 'aircraft'),
      odds(...ATTACK, '--rating', 'weakened'),
    );
  });

  it('Automata: the test is taken but never failed', () => {
    const s = odds(...ATTACK, '--automata', ...test).suppression;
    assert.ok((s?.tested ?? 0) > 0);
    assert.equal(s?.failed, 0);
  });
});

describe('warroom odds --siegebreaker (glossary: Siegebreaker)', () => {
  it('one weakened die against a unit in a Size 1 building: Wrecked 1/6, Damage worked by hand', () => {
    const result = odds(
      ...['--dice', '1', '--rating', 'weakened', '--defence', '1', '--models', '5'],
      ...['--garrisoned', '--siegebreaker', '--building-size', '1'],
    );
    assert.ok(Math.abs((result.buildingWrecked ?? 0) - 1 / 6) < 1e-15);
    const expected: Pairs = [
      [0, 30 / 36],
      [2, 5 / 36],
      [3, 1 / 36],
    ];
    result.damage.forEach(([value, p], i) => {
      assert.equal(value, expected[i]?.[0]);
      assert.ok(Math.abs(p - (expected[i]?.[1] ?? 0)) < 1e-15);
    });
  });
});

describe('warroom odds: flags that need their rule', () => {
  const cases: [string[], RegExp][] = [
    [['--outside-arc'], /--outside-arc only counts with --turret/],
    [['--unseen'], /--unseen only counts with --indirect/],
    [['--building-size', '2'], /--building-size only counts with --siegebreaker/],
    [['--onslaught'], /--onslaught only counts with --close-quarters/],
    [['--bonuses', '1', '--rating', 'improved'], /either --rating or --bonuses/],
    [['--opportunity-fire'], /--opportunity-fire counts its penalty only with/],
    [['--garrisoned', '--siegebreaker'], /needs the Size of its building/],
    [['--target-type', 'boat'], /--target-type must be one of/],
    [['--activated'], /--activated only counts with --discipline/],
  ];
  for (const [flags, problem] of cases) {
    it(`refuses ${flags.join(' ')}`, () => refused([...ATTACK, ...flags], problem));
  }
});
