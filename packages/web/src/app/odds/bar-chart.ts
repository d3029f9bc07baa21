import { svg } from '../dom.js';
import { percent } from './format.js';

const WIDTH = 360;
const HEIGHT = 150;
const AXIS = 18;

/**
 * A bar chart of probabilities by label, as SVG. It is a picture of the table
 * beside it (which screen readers read): `aria-hidden` keeps it from being read twice.
 */
export function barChart(title: string, bars: readonly (readonly [string, number])[]): SVGElement {
  const n = Math.max(1, bars.length);
  const slot = WIDTH / n;
  const gap = slot > 6 ? Math.min(4, slot * 0.2) : 0;
  const plot = HEIGHT - AXIS;
  const labelEvery = Math.ceil(n / 24);
  // Scaled to the tallest bar, so that spread-out odds stay readable; the table gives the values.
  const top = Math.max(...bars.map(([, p]) => p), Number.MIN_VALUE);
  return svg(
    'svg',
    {
      viewBox: `0 0 ${WIDTH} ${HEIGHT}`,
      class: 'bar-chart',
      'aria-hidden': 'true',
      'data-title': title,
    },
    svg('line', { x1: 0, y1: plot, x2: WIDTH, y2: plot, class: 'axis' }),
    ...bars.flatMap(([label, p], i) => {
      const height = Math.max(0, Math.min(1, p / top)) * (plot - 4);
      const x = i * slot + gap / 2;
      return [
        svg(
          'rect',
          { x, y: plot - height, width: Math.max(0.5, slot - gap), height, class: 'bar' },
          svg('title', {}, `${title} ${label}: ${percent(p)}`),
        ),
        i % labelEvery === 0 &&
          svg(
            'text',
            { x: x + (slot - gap) / 2, y: HEIGHT - 4, 'text-anchor': 'middle', class: 'tick' },
            label,
          ),
      ];
    }),
  );
}
