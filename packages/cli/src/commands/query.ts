import {
  type ModelPath,
  type Scenario,
  type UnitMove,
  type TableModel,
  acquireTarget,
  arcOfPoint,
  centreOfModel,
  checkMove,
  lineOfSight,
  modelsOf,
  parseScenarioJson,
} from '@warroom/armoured-clash';
import { distanceBetween, point, radians } from '@warroom/engine';
import { readTextFile } from '@warroom/forces';
import { parseFlags } from '../parse-args.js';
import { UsageError } from '../usage-error.js';

export const QUERY_HELP = `warroom query — ask the battlefield of a scenario file a question

Usage: warroom query <scenario.json> <question> <a> <b> [--json]

Questions:
  distance A B   between the closest points of two models' Footprints, or of two
                 units' closest models (rulebook p.11); A and B are model or unit ids
  los A B        Line of Sight from model A to model B: clear, obscured or blocked,
                 and why (rulebook p.17); as for a Ranged Attack by A, unless
                 --not-ranged
  arc A B        the arc of model A (front, right, rear, left) that model B's centre
                 point lies in (rulebook p.11)
  target A B     Target Acquisition by unit A of unit B (rulebook p.17): confirmed or
                 the failing check, exposed models, concealed, short range
  move U         whether a move of unit U is legal, and if not the first rule it
                 breaks (rulebook p.16, pp.41-42): give --limit and a --path for
                 each model that moves

The scenario format is documented in docs/scenario.md; an example is
data/scenarios/crossroads.json.
  --not-ranged            (los) not drawn for a Ranged Attack
  --limit L               (move) the Movement Limit in inches
  --path M=x,y/x,y/...[@facing]
                          (move) model M's centre point at each waypoint, from
                          where it stands; optional final facing in degrees
  --charge T              (move) a Charge: the move may end in contact with unit T
  --fall-back             (move) Falling Back: only Impassable Terrain matters, no roads
  --json                  one JSON object
  -h, --help              this help`;

const QUERY_OPTIONS = {
  json: { type: 'boolean' },
  'not-ranged': { type: 'boolean' },
  limit: { type: 'string' },
  path: { type: 'string', multiple: true },
  charge: { type: 'string' },
  'fall-back': { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

function loadScenario(path: string): Scenario {
  return parseScenarioJson(readTextFile(path), path);
}

function modelNamed(scenario: Scenario, id: string): TableModel {
  const model = scenario.table.models.find((m) => m.id === id);
  if (model === undefined) throw new UsageError(`no model "${id}" in ${scenario.name}`);
  return model;
}

/** The models a distance is measured between: one model, or every model of a unit. */
function modelsNamed(scenario: Scenario, id: string): TableModel[] {
  if (scenario.table.units.has(id)) return modelsOf(scenario.table, id);
  return [modelNamed(scenario, id)];
}

interface Answer {
  readonly text: string;
  readonly json: object;
}

interface MoveFlags {
  readonly limit?: string | undefined;
  readonly path?: string[] | undefined;
  readonly charge?: string | undefined;
  readonly 'fall-back'?: boolean | undefined;
}

/** `M=x,y/x,y@facing` as a model's path. */
function pathFlag(text: string): ModelPath {
  const match = /^([^=]+)=([^@]+)(?:@(-?[\d.]+))?$/.exec(text);
  const points = match?.[2]?.split('/').map((p) => p.split(',').map(Number));
  const wellFormed = points?.every((p) => p.length === 2 && p.every((n) => Number.isFinite(n)));
  if (match?.[1] === undefined || points === undefined || wellFormed !== true) {
    throw new UsageError(`--path "${text}" is not MODEL=x,y/x,y/...[@facing]`);
  }
  const facing = match[3] === undefined ? {} : { facing: radians(Number(match[3])) };
  return { model: match[1], waypoints: points.map(([x, y]) => point(x ?? 0, y ?? 0)), ...facing };
}

function inches(flag: string, text: string | undefined): number {
  const value = Number(text);
  if (text === undefined || !Number.isFinite(value) || value < 0) {
    throw new UsageError(`--${flag} must be a distance in inches, got "${text ?? ''}"`);
  }
  return value;
}

function answerMove(scenario: Scenario, unit: string, values: MoveFlags): Answer {
  if (!scenario.table.units.has(unit))
    throw new UsageError(`no unit "${unit}" in ${scenario.name}`);
  const move: UnitMove = {
    unit,
    limit: inches('limit', values.limit),
    paths: (values.path ?? []).map(pathFlag),
    ...(values.charge === undefined ? {} : { mayContact: values.charge }),
    ...(values['fall-back'] === true ? { onlyImpassable: true, noRoadBonus: true } : {}),
  };
  const result = checkMove(scenario.table, move);
  if (result.legal) {
    const used = [...result.used].map(([model, d]) => `${model} ${d.toFixed(2)}"`).join(', ');
    return {
      text: `the move is legal (${used})`,
      json: { legal: true, used: Object.fromEntries(result.used) },
    };
  }
  return { text: `the move is illegal: ${result.message} (${result.rule})`, json: result };
}

function answer(
  scenario: Scenario,
  question: string,
  a: string,
  b: string,
  ranged: boolean,
): Answer {
  const { table } = scenario;
  switch (question) {
    case 'distance': {
      const from = modelsNamed(scenario, a);
      const to = modelsNamed(scenario, b);
      const distance = Math.min(
        ...from.flatMap((m) => to.map((n) => distanceBetween(m.footprint, n.footprint))),
      );
      return { text: `${a} to ${b}: ${distance.toFixed(2)}"`, json: { distance } };
    }
    case 'los': {
      const line = lineOfSight(table, modelNamed(scenario, a), modelNamed(scenario, b), {
        rangedAttack: ranged,
      });
      const why = line.reasons.length > 0 ? `: ${line.reasons.join('; ')}` : '';
      return { text: `Line of Sight from ${a} to ${b} is ${line.visibility}${why}`, json: line };
    }
    case 'arc': {
      const viewer = modelNamed(scenario, a);
      const arc = arcOfPoint(
        centreOfModel(viewer),
        viewer.facing,
        centreOfModel(modelNamed(scenario, b)),
      );
      return { text: `${b} is in the ${arc} arc of ${a}`, json: { arc } };
    }
    case 'target': {
      const category = scenario.categories.get(b);
      if (category === undefined || !table.units.has(a))
        throw new UsageError(`"${a}" and "${b}" must be unit ids`);
      const range = scenario.ranges.get(a)?.[category];
      const result = acquireTarget(table, a, b, range);
      const lines = [
        result.confirmed
          ? `${a} can target ${b} (${category}): ${result.distance.toFixed(2)}" from its Officer`
          : `${a} cannot target ${b} (${category}): the ${result.failed ?? ''} check fails`,
        ...result.sightLines.map(
          (s) =>
            `  ${s.model}: ${s.line.visibility}${s.line.reasons.length > 0 ? ` (${s.line.reasons.join('; ')})` : ''}`,
        ),
        `  exposed: ${result.exposed.length > 0 ? result.exposed.join(', ') : 'none'}`,
        `  concealed: ${result.concealed.length > 0 ? result.concealed.join('; ') : 'no'}`,
        `  within short range: ${result.withinShortRange ? 'yes' : 'no'}`,
      ];
      return { text: lines.join('\n'), json: { category, ...result } };
    }
    default:
      throw new UsageError(`unknown question "${question}" (distance, los, arc, target, move)`);
  }
}

/** `warroom query`: distances, Line of Sight, arcs and Target Acquisition in a scenario. */
export function runQuery(args: readonly string[], print: (text: string) => void): void {
  const { values, positionals } = parseFlags(args, QUERY_OPTIONS, true);
  if (values.help === true) return void print(QUERY_HELP);
  const [path, question, a, b] = positionals;
  if (path === undefined || question === undefined)
    throw new UsageError('give a scenario file and a question (see --help)');
  if (question === 'move') {
    if (a === undefined) throw new UsageError('move needs a unit id');
    const result = answerMove(loadScenario(path), a, values);
    return void print(values.json === true ? JSON.stringify(result.json) : result.text);
  }
  if (a === undefined || b === undefined) throw new UsageError(`${question} needs two ids`);
  const scenario = loadScenario(path);
  const result = answer(scenario, question, a, b, values['not-ranged'] !== true);
  print(values.json === true ? JSON.stringify(result.json) : result.text);
}
