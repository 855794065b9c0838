// Which tab holds each of the operations page's anchors (reachable by URL hash).
export type OperationsTab = 'power-to-save' | 'clean-energy-master-plan' | 'other-resources';

export const OPERATIONS_ANCHORS = new Map<string, OperationsTab>([
  ['audit-and-revenue', 'power-to-save'],
  ['planning-and-environmental-compliance', 'power-to-save'],
  ['planning-and-operations', 'clean-energy-master-plan'],
  ['leac-performance', 'other-resources'],
]);

/** The tab and section a URL hash ('#leac-performance') points at, or undefined for any other hash. */
export function anchorTarget(hash: string): { tab: OperationsTab; id: string } | undefined {
  let id: string;
  try {
    id = decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return undefined; // a malformed escape in a hand-typed address
  }
  const tab = OPERATIONS_ANCHORS.get(id);
  return tab ? { tab, id } : undefined;
}

/** Classes-held anchor texts are cut to this many characters plus an ellipsis. */
export const CLASS_LABEL_LIMIT = 25;

/** Training classes grouped by year, oldest year first, keeping each year's order. */
export function groupByYear<T extends { attributes: { Year?: number | null } }>(
  items: T[],
): { year: number; items: T[] }[] {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const year = item.attributes.Year;
    if (typeof year !== 'number') continue;
    groups.set(year, [...(groups.get(year) ?? []), item]);
  }
  return [...groups.entries()].sort(([a], [b]) => a - b).map(([year, grouped]) => ({ year, items: grouped }));
}
