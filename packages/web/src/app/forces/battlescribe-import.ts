import { api, failureText } from '../api.js';
import { h, replace } from '../dom.js';
import { type ImportWarning, asUpload, endsWithAny, warningItem } from './uploads.js';

/** How the builder names what a BattleScribe file is, by the end of its name (docs/forces.md). */
const GAME_SYSTEM_ENDINGS = ['.gst', '.gstz'] as const;
const CATALOGUE_ENDINGS = ['.cat', '.catz'] as const;
const ROSTER_ENDINGS = ['.ros', '.rosz'] as const;

/** An ORBAT the import stored, with the ORBAT checks' own warnings. */
export interface ImportedOrbat {
  readonly id: string;
  readonly faction: string;
  readonly warnings: readonly string[];
}

interface ImportAnswer {
  readonly orbats: readonly ImportedOrbat[];
  readonly warnings: readonly ImportWarning[];
}

/** The game system and catalogues among the chosen files, or what is wrong with the choice. */
function sortFiles(files: readonly File[]): { gameSystem: File; catalogues: File[] } | string {
  if (files.length === 0) return 'Choose the game system (.gst) and the catalogues (.cat) first.';
  const rosters = files.filter((f) => endsWithAny(f.name, ROSTER_ENDINGS));
  if (rosters.length > 0) {
    return `${rosters.map((f) => f.name).join(', ')}: a roster is imported with Import a roster below; here, choose the game system and catalogues.`;
  }
  const others = files.filter(
    (f) => !endsWithAny(f.name, [...GAME_SYSTEM_ENDINGS, ...CATALOGUE_ENDINGS]),
  );
  if (others.length > 0) {
    return `${others.map((f) => f.name).join(', ')}: not a BattleScribe game system (.gst, .gstz) or catalogue (.cat, .catz).`;
  }
  const systems = files.filter((f) => endsWithAny(f.name, GAME_SYSTEM_ENDINGS));
  const [gameSystem, ...more] = systems;
  if (gameSystem === undefined)
    return 'Choose the game system (.gst or .gstz) with the catalogues.';
  if (more.length > 0) {
    return `Choose one game system: ${systems.map((f) => f.name).join(', ')} are ${systems.length}.`;
  }
  const catalogues = files.filter((f) => endsWithAny(f.name, CATALOGUE_ENDINGS));
  if (catalogues.length === 0) return 'Choose at least one catalogue (.cat or .catz).';
  return { gameSystem, catalogues };
}

/** What the import made: each ORBAT stored, and every warning with what and where. */
function report(answer: ImportAnswer): HTMLElement[] {
  const orbatWarnings = answer.orbats.flatMap((o) =>
    o.warnings.map((message) => ({ kind: 'orbat-check', where: o.faction, message })),
  );
  const warnings = [...answer.warnings, ...orbatWarnings];
  return [
    answer.orbats.length === 0
      ? h(
          'p',
          { id: 'battlescribe-imported', class: 'error' },
          'No ORBAT could be made from these files: the warnings say why.',
        )
      : h(
          'p',
          { id: 'battlescribe-imported' },
          `Imported ${answer.orbats.length} ORBAT${answer.orbats.length === 1 ? '' : 's'}: `,
          answer.orbats.map((o) => o.faction).join(', '),
          `. ${answer.orbats[0]?.faction ?? ''} is now the Faction ORBAT above; imported ORBATs stay stored until deleted.`,
        ),
    h(
      'details',
      { id: 'battlescribe-warnings' },
      h(
        'summary',
        {},
        `${warnings.length} warning${warnings.length === 1 ? '' : 's'} (what the files could not give, and where)`,
      ),
      h('ul', { class: 'errors import-warnings' }, ...warnings.map(warningItem)),
    ),
  ];
}

/**
 * The BattleScribe import of the Force builder: choose a game system and
 * catalogues, send them to `POST /api/orbats/battlescribe`, show what was
 * imported and its warnings; `imported` then lets the page build with it.
 */
export function battleScribeImportControl(
  imported: (orbats: readonly ImportedOrbat[]) => Promise<void>,
): HTMLElement {
  const input = h('input', {
    id: 'battlescribe-files',
    type: 'file',
    multiple: true,
    accept: [...GAME_SYSTEM_ENDINGS, ...CATALOGUE_ENDINGS].join(','),
    'aria-describedby': 'battlescribe-help',
  });
  const outcome = h('div', { id: 'battlescribe-outcome', role: 'status', 'aria-live': 'polite' });
  const button = h('button', { type: 'button', id: 'battlescribe-import' }, 'Import');
  button.addEventListener('click', () => {
    const chosen = sortFiles([...(input.files ?? [])]);
    if (typeof chosen === 'string') {
      replace(outcome, h('p', { class: 'error' }, chosen));
      return;
    }
    button.disabled = true;
    replace(outcome, h('p', {}, 'Importing…'));
    Promise.all([chosen.gameSystem, ...chosen.catalogues].map(asUpload))
      .then(async ([gameSystem, ...catalogues]) => {
        const answer = await api<ImportAnswer>('POST', '/api/orbats/battlescribe', {
          gameSystem,
          catalogues,
        });
        replace(outcome, ...report(answer));
        await imported(answer.orbats);
      })
      .catch((error: unknown) =>
        replace(outcome, h('p', { class: 'error', role: 'alert' }, failureText(error))),
      )
      .finally(() => (button.disabled = false));
  });
  return h(
    'section',
    { class: 'battlescribe-import', 'aria-labelledby': 'battlescribe-title' },
    h('h3', { id: 'battlescribe-title' }, 'Import an ORBAT from BattleScribe'),
    h(
      'p',
      { id: 'battlescribe-help' },
      'Choose the game system (.gst) and the catalogues (.cat; zipped .gstz and .catz too), including the libraries they link to. Each faction catalogue becomes an ORBAT that replaces the bundled one of its faction.',
    ),
    h(
      'div',
      { class: 'field' },
      h('label', { for: 'battlescribe-files' }, 'BattleScribe files'),
      input,
      button,
    ),
    outcome,
  );
}
