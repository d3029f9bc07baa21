/**
 * Throughput of Line of Sight and Target Acquisition on a Battle-sized table:
 * 48" x 48", 12 pieces of terrain, 15 units a side of 5 models (150 models).
 * Prints checks per second and a checksum of the answers.
 */
import { performance } from 'node:perf_hooks';
import { nextInt, point, rectangle, seedRng } from '@warroom/engine';
import { lineOfSight } from '../battlefield/line-of-sight.js';
import type { Table, TableModel, TableUnit } from '../battlefield/table.js';
import { acquireTarget } from '../battlefield/target-acquisition.js';
import type { TerrainPiece } from '../battlefield/terrain.js';

const rng = seedRng('battlefield bench');
const at = (max: number): number => nextInt(rng, max * 10) / 10;

const terrain: TerrainPiece[] = Array.from({ length: 12 }, (_, i) => ({
  id: `t${i}`,
  name: `terrain ${i}`,
  area: rectangle(point(6 + at(36), 12 + at(24)), 3 + at(4), 3 + at(4), 0),
  size: 1 + nextInt(rng, 3),
  features: [i % 3 === 0 ? 'blocking' : 'dense'],
}));

const units = new Map<string, TableUnit>();
const models: TableModel[] = [];
for (const side of ['a', 'b'] as const) {
  for (let u = 0; u < 15; u++) {
    const id = `${side}${u}`;
    units.set(id, {
      id,
      name: id,
      side,
      type: 'infantry',
      size: 1 + (u % 3),
      formation: 'open',
      rules: [],
      officer: `${id}-0`,
    });
    const x = 2 + (u % 5) * 9;
    const y = side === 'a' ? 2 + Math.floor(u / 5) * 3 : 38 + Math.floor(u / 5) * 3;
    for (let m = 0; m < 5; m++) {
      const facing = side === 'a' ? Math.PI / 2 : -Math.PI / 2;
      models.push({
        id: `${id}-${m}`,
        unit: id,
        footprint: rectangle(point(x + m * 1.5, y), 1, 1, facing),
        facing,
      });
    }
  }
}
const table: Table = { width: 48, depth: 48, terrain, units, models };
const sideA = models.filter((m) => m.unit.startsWith('a'));
const sideB = models.filter((m) => m.unit.startsWith('b'));

function perSecond(work: () => void, seconds = 2): number {
  let calls = 0;
  const start = performance.now();
  while (performance.now() - start < seconds * 1000) {
    work();
    calls++;
  }
  return (calls / (performance.now() - start)) * 1000;
}

let checksum = 0;
for (const viewer of sideA) {
  for (const target of sideB) {
    const v = lineOfSight(table, viewer, target, { rangedAttack: true }).visibility;
    checksum += v === 'clear' ? 1 : v === 'obscured' ? 2 : 3;
  }
}
let pair = 0;
const losRate = perSecond(() => {
  const viewer = sideA[pair % sideA.length] as TableModel;
  const target = sideB[(pair * 7) % sideB.length] as TableModel;
  lineOfSight(table, viewer, target, { rangedAttack: true });
  pair++;
});
console.log(
  `line of sight, 150 models, 12 terrain pieces       ${Math.round(losRate).toLocaleString('en').padStart(9)} checks/s   checksum ${checksum}`,
);

const range = { short: 12, long: 48 };
let confirmed = 0;
for (let u = 0; u < 15; u++)
  confirmed += acquireTarget(table, 'a0', `b${u}`, range).confirmed ? 1 : 0;
const sweepRate = perSecond(() => {
  for (let u = 0; u < 15; u++) acquireTarget(table, 'a0', `b${u}`, range);
});
console.log(
  `target acquisition, one unit against 15 enemy units ${Math.round(sweepRate).toLocaleString('en').padStart(9)} sweeps/s   checksum ${confirmed} confirmed`,
);
