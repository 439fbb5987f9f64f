/** "Did you mean" suggestions: nearest titles by edit distance over normalised titles. */
import { normaliseTitle } from '../catalogue/card-catalogue';

export function editDistance(a: string, b: string, limit = Infinity): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length]!;
}

export function nearestTitles(wanted: string, titles: readonly string[], count = 3): string[] {
  const target = normaliseTitle(wanted);
  const limit = Math.max(3, Math.ceil(target.length / 2));
  return titles
    .map((title) => {
      const candidate = normaliseTitle(title);
      const distance = candidate.includes(target) || target.includes(candidate) ? Math.abs(candidate.length - target.length) / 4 : editDistance(target, candidate, limit);
      return { title, distance };
    })
    .filter((scored) => scored.distance <= limit)
    .sort((a, b) => a.distance - b.distance || a.title.localeCompare(b.title))
    .slice(0, count)
    .map((scored) => scored.title);
}
