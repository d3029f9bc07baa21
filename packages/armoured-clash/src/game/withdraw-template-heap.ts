/** Items kept so that the first of them (by the order they were made with) is always to hand. */
interface Heap<T> {
  /** The first item, left in. */
  readonly peek: () => T | undefined;
  /** The first item, taken out. */
  readonly pop: () => T | undefined;
  readonly push: (item: T) => void;
}

/** A binary heap of items in the order `before` gives them (negative: the first comes first). */
export function heapOf<T>(before: (a: T, b: T) => number): Heap<T> {
  const items: T[] = [];
  const first = (i: number, j: number): boolean =>
    j < items.length && before(items[j] as T, items[i] as T) < 0;
  const swap = (i: number, j: number): void => {
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  };
  const push = (item: T): void => {
    items.push(item);
    for (let i = items.length - 1, up = (i - 1) >> 1; i > 0 && first(up, i);) {
      swap(i, up);
      i = up;
      up = (i - 1) >> 1;
    }
  };
  const pop = (): T | undefined => {
    const top = items[0];
    const last = items.pop();
    if (items.length === 0 || last === undefined) return top;
    items[0] = last;
    for (let i = 0; ;) {
      const [left, right] = [2 * i + 1, 2 * i + 2];
      const least = first(left, right) ? right : left;
      if (!first(i, least)) return top;
      swap(i, least);
      i = least;
    }
  };
  return { peek: () => items[0], pop, push };
}
