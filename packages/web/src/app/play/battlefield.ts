import { type Attributes, svg } from '../dom.js';
import type { Area, At, Game } from './game-types.js';
import { generalName, generalTitle } from '../general-name.js';

/** How large a Portal Marker is drawn, in inches (it is measured from its centre point). */
const PORTAL_MARK_RADIUS = 0.5;

/**
 * The battlefield drawn to scale (1 SVG unit = 1"), as the view shows it: the
 * outline, terrain pieces by feature, deployment zones, objective markers, and
 * every model's footprint turned to its facing, Officers marked. The battlefield's
 * y grows northwards (away from General A's edge); the SVG's grows downwards.
 */
export function battlefieldSvg(
  game: Game,
  onPick: ((at: At, addLeg?: boolean) => void) | undefined,
  highlight: readonly At[] | undefined,
  onUnit?: (unit: string) => void,
): SVGSVGElement {
  const { width, depth } = game.setup.battlefield;
  const flip = (p: At): At => [p[0], depth - p[1]];
  const points = (ps: readonly At[]) =>
    ps
      .map((p) =>
        flip(p)
          .map((n) => n.toFixed(3))
          .join(','),
      )
      .join(' ');
  const root = svgRoot({
    id: 'battlefield',
    viewBox: `-1 -1 ${width + 2} ${depth + 2}`,
    role: 'img',
    'aria-label': `The battlefield, ${width}" by ${depth}"`,
    class: onPick === undefined ? 'battlefield' : 'battlefield picking',
    'data-width': width,
    'data-depth': depth,
  });
  root.append(svg('rect', { class: 'outline', x: 0, y: 0, width, height: depth }));
  for (const side of ['a', 'b'] as const) {
    root.append(
      svg(
        'polygon',
        { class: `zone zone-${side}`, points: points(game.setup.generals[side].zone) },
        svg('title', {}, `${generalTitle(game.view.generals, side)}'s Deployment Zone`),
      ),
    );
  }
  if (highlight !== undefined) {
    root.append(svg('polygon', { class: 'zone-pick', points: points(highlight) }));
  }
  for (const piece of game.setup.terrain)
    root.append(terrainShape(piece.area, flip, piece.features ?? [], piece.id));
  const removed = new Set(game.view.removedObjectives ?? []);
  const vital = game.view.vitalObjective;
  for (const objective of game.setup.objectives ?? []) {
    if (removed.has(objective.id)) continue;
    // Find the Lady: a Vital Objective dropped by its escort lies where it was set down.
    const [x, y] = flip(vital?.marker === objective.id ? (vital.at ?? objective.at) : objective.at);
    root.append(
      svg(
        'g',
        { class: `objective ${objective.role ?? ''}`, transform: `translate(${x} ${y})` },
        svg('circle', { r: 0.8 }),
        svg('path', { d: 'M -0.5 0 L 0.5 0 M 0 -0.5 L 0 0.5' }),
        svg('title', {}, `Objective ${objective.id}`),
      ),
    );
  }
  // glossary: Portal Mastery (X): the Portal Markers on the battlefield (a point each: the glossary gives no size).
  for (const portal of game.view.portals?.markers ?? []) {
    const [x, y] = flip(portal.at);
    root.append(
      svg(
        'g',
        { class: `portal side-${portal.side}`, transform: `translate(${x} ${y})` },
        svg('circle', { r: PORTAL_MARK_RADIUS }),
        svg(
          'title',
          {},
          `Portal Marker ${portal.id} (${generalName(game.view.generals, portal.side)})`,
        ),
      ),
    );
  }
  const profiles = new Map(
    [...game.setup.generals.a.units, ...game.setup.generals.b.units].map((u) => [u.id, u]),
  );
  for (const unit of Object.values(game.view.units)) {
    const profile = profiles.get(unit.id);
    if (profile === undefined || unit.models.length === 0) continue;
    const { width: w, depth: d, outline } = profile.footprint;
    // glossary: Extended Footprint: base and hull, facing +x (+y to the left: up the SVG is -y).
    const shape =
      outline === undefined
        ? svg('rect', { x: -d / 2, y: -w / 2, width: d, height: w })
        : svg('polygon', { points: outline.map(([x, y]) => `${x},${-y}`).join(' ') });
    const status = unit.statuses.length > 0 ? ` (${unit.statuses.join(', ')})` : '';
    const group = svg(
      'g',
      { class: `unit side-${unit.side}`, 'data-unit': unit.id },
      svg('title', {}, `${profile.name}${status}`),
    );
    for (const model of unit.models) {
      const [x, y] = flip([model.x, model.y]);
      const angle = (-model.facing * 180) / Math.PI;
      const officer = model.id === unit.officer;
      group.append(
        svg(
          'g',
          {
            class: officer ? 'model officer' : 'model',
            transform: `translate(${x.toFixed(3)} ${y.toFixed(3)}) rotate(${angle.toFixed(2)})`,
          },
          shape.cloneNode(),
          svg('path', { class: 'front', d: `M ${d / 2} ${-w / 2} L ${d / 2} ${w / 2}` }),
          officer ? svg('circle', { class: 'officer-mark', r: Math.min(w, d) / 4 }) : undefined,
        ),
      );
    }
    if (unit.statuses.length > 0) {
      const officer = unit.models[0];
      if (officer !== undefined) {
        const [x, y] = flip([officer.x, officer.y]);
        group.append(
          svg(
            'text',
            { class: 'status', x, y: y - w, 'text-anchor': 'middle' },
            unit.statuses.join(' '),
          ),
        );
      }
    }
    root.append(group);
  }
  root.append(svg('g', { id: 'overlays', class: 'overlays' }));
  root.addEventListener('click', (event) => {
    // A drag ends with a click on the battlefield: the drop was the move.
    if (root.dataset.dragged !== undefined) {
      delete root.dataset.dragged;
      return;
    }
    const unit = event.target instanceof Element ? event.target.closest('g.unit') : null;
    const id = unit?.getAttribute('data-unit');
    if (onUnit !== undefined && id !== null && id !== undefined) onUnit(id);
    // A Shift-click ends a leg of a move there (rulebook p.16), instead of making the choice.
    else if (onPick !== undefined) onPick(battlefieldPoint(root, event), event.shiftKey);
  });
  return root;
}

/** Tenths of an inch: the precision of a point picked with the pointer. */
const PICK_STEPS_PER_INCH = 10;

/** The point of the battlefield (inches, y northwards) under a pointer event, to a tenth of an inch. */
export function battlefieldPoint(root: SVGSVGElement, event: MouseEvent): At {
  const matrix = root.getScreenCTM();
  if (matrix === null) return [0, 0];
  const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
  const round = (n: number) => Math.round(n * PICK_STEPS_PER_INCH) / PICK_STEPS_PER_INCH;
  return [round(point.x), round(Number(root.dataset.depth) - point.y)];
}

function svgRoot(attributes: Attributes): SVGSVGElement {
  const root = svg('svg', attributes);
  if (!(root instanceof SVGSVGElement)) throw new Error('the battlefield is not an SVG element');
  return root;
}

function terrainShape(
  area: Area,
  flip: (p: At) => At,
  features: readonly string[],
  id: string,
): SVGElement {
  const attributes = { class: `terrain ${features.join(' ')}`, 'data-terrain': id };
  const title = svg('title', {}, `${id}: ${features.join(', ') || 'terrain'}`);
  if ('circle' in area) {
    const [cx, cy] = flip(area.circle.centre);
    return svg('circle', { ...attributes, cx, cy, r: area.circle.radius }, title);
  }
  if ('rectangle' in area) {
    const { centre, width, depth, facing = 0 } = area.rectangle;
    const [cx, cy] = flip(centre);
    return svg(
      'rect',
      {
        ...attributes,
        x: cx - width / 2,
        y: cy - depth / 2,
        width,
        height: depth,
        transform: `rotate(${-facing} ${cx} ${cy})`,
      },
      title,
    );
  }
  const ps = area.polygon.map((p) => flip(p).join(',')).join(' ');
  return svg('polygon', { ...attributes, points: ps }, title);
}
