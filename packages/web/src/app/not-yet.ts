import { h, replace } from './dom.js';

/** A page that is not built yet: what it will do, and what to use meanwhile. */
export function notYetPage(
  root: HTMLElement,
  title: string,
  what: string,
  meanwhile: string,
): void {
  replace(
    root,
    h('h2', {}, title),
    h(
      'div',
      { class: 'not-yet', role: 'note' },
      h('p', {}, h('strong', {}, 'Not yet. '), `This page is not built yet: ${what}`),
      h('p', {}, `Meanwhile: ${meanwhile}`),
    ),
  );
}
