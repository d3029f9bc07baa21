import { RULES_COVERAGE_PATH } from '../data-paths.js';
import { rulesCoverageReader } from '../rules/rules-coverage.js';
import type { Route } from './router.js';

/** The rules the table knows: docs/rules-coverage.md's rows, for the Rules page. */
export function rulesRoutes(path: string = RULES_COVERAGE_PATH): Route[] {
  const read = rulesCoverageReader(path);
  return [
    {
      method: 'GET',
      path: '/api/rules',
      handler: async () => ({ status: 200, body: { rules: await read() } }),
    },
  ];
}
