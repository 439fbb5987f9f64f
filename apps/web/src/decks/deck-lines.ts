/**
 * A deck check (POST /decks/validate) laid out by the list's lines: every list error and every
 * construction problem that names lines under those lines; the problems of the whole deck under 0.
 */
import type { DeckCheck } from '../api/client';

export interface LineProblem {
  readonly message: string;
  readonly rule: string;
  readonly suggestions?: readonly string[];
}

/** every problem under the line it concerns; those of the whole deck under 0 */
export function problemsByLine(check: DeckCheck): Map<number, LineProblem[]> {
  const out = new Map<number, LineProblem[]>();
  const add = (line: number, p: LineProblem) => out.set(line, [...(out.get(line) ?? []), p]);
  for (const e of check.listErrors)
    add(e.line, { message: e.message, rule: e.rule, suggestions: e.suggestions });
  for (const p of check.problems) {
    if (p.lines?.length) for (const line of p.lines) add(line, p);
    else add(0, p);
  }
  return out;
}
