import { api, failureText } from '../api.js';
import { h, replace } from '../dom.js';
import { type OddsOptions, oddsForm, oddsRequest } from './odds-form.js';
import { type OddsAnswer, oddsResults } from './odds-results.js';

/** The Odds page: the form, and the exact odds the server computes for it. */
export async function oddsPage(root: HTMLElement): Promise<void> {
  const options = await api<OddsOptions>('GET', '/api/odds/options');
  const status = h('p', { id: 'odds-status', role: 'status' });
  const results = h('div', { id: 'odds-output', 'aria-live': 'polite' });
  const compute = async (form: HTMLFormElement): Promise<void> => {
    status.textContent = 'Computing…';
    status.classList.remove('error');
    try {
      const odds = await api<OddsAnswer>('POST', '/api/odds', oddsRequest(form));
      replace(results, oddsResults(odds));
      status.textContent = 'Exact odds: no sampling.';
    } catch (error) {
      replace(results);
      status.textContent = failureText(error);
      status.classList.add('error');
    }
  };
  replace(
    root,
    h('h2', {}, 'Odds'),
    h(
      'p',
      {},
      'The exact chance of every outcome of one attack roll, as the engine computes it. ',
      'Every die that may be re-rolled is re-rolled.',
    ),
    h(
      'div',
      { class: 'odds-layout' },
      oddsForm(options, (form) => void compute(form)),
      h('div', {}, status, results),
    ),
  );
}
