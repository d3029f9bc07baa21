import { api, failureText } from '../api.js';
import { h, replace } from '../dom.js';
import type { Game } from './game-types.js';
import { CLASH_NAMES } from './words.js';

interface GameOptions {
  readonly clashes: readonly string[];
  readonly scales: readonly string[];
  readonly opponents: readonly string[];
}
interface SavedForce {
  readonly id: string;
  readonly name: string | null;
  readonly faction: string | null;
  readonly forceScale: string | null;
  readonly valid: boolean;
}
interface SampleForce {
  readonly file: string;
  readonly name: string;
  readonly forceScale: string | null;
  readonly list: unknown;
}

const OPPONENT_NAMES: Readonly<Record<string, string>> = {
  heuristic: 'Heuristic bot',
  random: 'Random bot',
  hotseat: 'Hot-seat (two people at this screen)',
};

/**
 * The set-up form: Clash (agreed, drawn at random, or chosen by the winner of
 * a card draw), terrain, who is General A, Force Scale, both lists, the
 * opponent; creates the game.
 */
export async function setupForm(root: HTMLElement): Promise<void> {
  const [options, saved, samples] = await Promise.all([
    api<GameOptions>('GET', '/api/game-options'),
    api<{ forces: SavedForce[] }>('GET', '/api/forces'),
    api<{ samples: SampleForce[] }>('GET', '/api/sample-forces'),
  ]);
  const forceChoices = [
    ...saved.forces
      .filter((f) => f.valid)
      .map((f) => ({
        value: `saved:${f.id}`,
        label: `${f.name ?? f.id} (${f.faction ?? '?'}, ${f.forceScale ?? '?'}, saved)`,
        scale: f.forceScale ?? '',
      })),
    ...samples.samples.map((s) => ({
      value: `sample:${s.file}`,
      label: `${s.name} (${s.forceScale ?? '?'}, bundled sample)`,
      scale: s.forceScale ?? '',
    })),
  ];
  const select = (
    id: string,
    values: readonly { value: string; label: string }[],
    chosen?: string,
  ) =>
    h(
      'select',
      { id, name: id },
      ...values.map((v) => h('option', { value: v.value, selected: v.value === chosen }, v.label)),
    );
  const field = (id: string, label: string, control: HTMLElement) =>
    h('p', { class: 'field' }, h('label', { for: id }, label), ' ', control);
  /** A labelled select whose id and name are `id`. */
  const selectField = (
    id: string,
    label: string,
    values: readonly { value: string; label: string }[],
    chosen?: string,
  ) => field(id, label, select(id, values, chosen));
  const status = h('p', { id: 'play-status', role: 'status', 'aria-live': 'polite' });
  const forceA = select('force-a', []);
  const forceB = select('force-b', []);
  /** Offers the lists of the chosen Force Scale (all for the lists' own); B starts as another of A's scale. */
  const offerForces = (scale: string): void => {
    const shown = forceChoices.filter((c) => scale === '' || c.scale === scale);
    const [first, ...rest] = shown;
    const second = rest.find((c) => c.scale === first?.scale) ?? rest[0];
    forceA.replaceChildren(...select('force-a', shown).options);
    forceB.replaceChildren(...select('force-b', shown).options);
    forceA.value = first?.value ?? '';
    forceB.value = second?.value ?? '';
  };
  offerForces('');
  const form = h(
    'form',
    { id: 'play-setup' },
    selectField('clash', 'Clash', [
      ...options.clashes.map((c) => ({ value: c, label: CLASH_NAMES[c] ?? c })),
      { value: 'random', label: 'Determined randomly (rulebook p.56)' },
      { value: 'chosen', label: 'Chosen by the winner of a card draw (rulebook p.56)' },
    ]),
    selectField('terrain', 'Terrain', [
      { value: 'preset', label: 'The sample layout' },
      { value: 'placed', label: 'Placed by the Generals in turns (rulebook p.56)' },
    ]),
    selectField('scale', 'Force Scale', [
      { value: '', label: "the lists' own" },
      ...options.scales.map((s) => ({ value: s, label: s })),
    ]),
    selectField(
      'generals',
      'General A',
      [
        {
          value: 'drawn',
          label: 'Decided by a card draw; General A claims a Deployment Zone (rulebook p.57)',
        },
        { value: 'fixed', label: 'The first force (deploys first, along the south edge)' },
      ],
      'drawn',
    ),
    selectField(
      'supplies',
      "Supply Drop's markers",
      [
        { value: 'placed', label: 'Placed by the Generals in turns (rulebook p.60)' },
        { value: 'sample', label: 'A sample placement' },
      ],
      'placed',
    ),
    field('force-a', 'First force (you, against a bot)', forceA),
    field('force-b', 'Second force', forceB),
    selectField(
      'opponent',
      'Opponent',
      options.opponents.map((o) => ({ value: o, label: OPPONENT_NAMES[o] ?? o })),
      'heuristic',
    ),
    h('p', {}, h('button', { type: 'submit', id: 'create-game' }, 'Start the game')),
    status,
  );
  const valueOf = (id: string) => (form.querySelector(`#${id}`) as HTMLSelectElement).value;
  form.querySelector('#scale')?.addEventListener('change', () => offerForces(valueOf('scale')));
  const ref = (value: string) => {
    if (value.startsWith('saved:')) return { id: value.slice('saved:'.length) };
    const sample = samples.samples.find((s) => `sample:${s.file}` === value);
    return { list: sample?.list };
  };
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    status.textContent = 'Setting up the game…';
    status.className = '';
    const scale = valueOf('scale');
    const body = {
      clash: valueOf('clash'),
      terrain: valueOf('terrain'),
      generals: valueOf('generals'),
      supplies: valueOf('supplies'),
      ...(scale === '' ? {} : { scale }),
      forces: { a: ref(valueOf('force-a')), b: ref(valueOf('force-b')) },
      opponent: valueOf('opponent'),
    };
    const open = (game: Game) => {
      location.hash = `#/play/${encodeURIComponent(game.id)}`;
    };
    // rulebook p.56 Select a Clash: a Clash chosen is the game's first decision, made on the Play page.
    api<{ game: Game }>('POST', '/api/games', body).then(
      ({ game }) => open(game),
      (error: unknown) => {
        status.textContent = failureText(error);
        status.className = 'error';
        status.setAttribute('role', 'alert');
      },
    );
  });
  replace(
    root,
    h('h2', { tabindex: '-1' }, 'Play'),
    h(
      'p',
      {},
      'Set up a game: a Clash, the Force Scale and two valid force lists (saved in the Force builder, or the bundled samples). Both lists must be of the Force Scale.',
    ),
    forceChoices.length < 2
      ? h('p', { class: 'error' }, 'Save two valid force lists in the Force builder first.')
      : form,
  );
}
