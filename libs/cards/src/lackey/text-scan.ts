/**
 * Small scanning helpers for LackeyCCG game text: sentence boundaries that respect brackets,
 * braces and parentheses, and that ignore Nemesis-arrow codes such as `<O)` and `(R>`.
 */
const ARROW = /\([A-Z]>|<[A-Z]\)/y;

/** Length of a Nemesis-arrow code at `index`, or 0. */
function arrowAt(text: string, index: number): number {
  const ch = text[index];
  if (ch !== '(' && ch !== '<') return 0;
  ARROW.lastIndex = index;
  return ARROW.test(text) ? 3 : 0;
}
const ABBREVIATIONS = ['V.I.P.', 'U.S.S.', 'I.K.S.', 'vs.', 'Dr.', 'Mr.', 'Mrs.', 'Lt.', 'St.', 'Jr.', 'Sr.', 'e.g.', 'i.e.', 'etc.'];

/** Index just past the sentence starting at `start` (past its `.`/`!`/`?` or closing `)`), or text end. */
export function sentenceEnd(text: string, start: number): number {
  let depth = 0;
  let i = start;
  while (i < text.length) {
    const arrow = arrowAt(text, i);
    if (arrow > 0) {
      i += arrow;
      continue;
    }
    const ch = text[i]!;
    if (ch === '(' || ch === '{' || ch === '[') depth += 1;
    else if (ch === ')' || ch === '}' || ch === ']') depth = Math.max(0, depth - 1);
    else if ((ch === '.' || ch === '!' || ch === '?') && depth === 0 && !endsWithAbbreviation(text, i)) {
      let end = i + 1;
      while (text[end] === ')' || text[end] === '"' || text[end] === "'") end += 1;
      if (end >= text.length || /\s/.test(text[end]!)) return end;
    }
    i += 1;
  }
  return text.length;
}

function endsWithAbbreviation(text: string, dotIndex: number): boolean {
  return ABBREVIATIONS.some((abbreviation) => {
    const start = dotIndex + 1 - abbreviation.length;
    if (start < 0 || !text.startsWith(abbreviation, start)) return false;
    return start === 0 || /\s/.test(text[start - 1]!);
  });
}

/** Reads a balanced parenthesised group starting at `start` (which must be `(`); returns its end. */
export function balancedParenEnd(text: string, start: number): number | undefined {
  if (text[start] !== '(') return undefined;
  let depth = 0;
  for (let i = start; i < text.length; i += 1) {
    const arrow = i !== start ? arrowAt(text, i) : 0;
    if (arrow > 0) {
      i += arrow - 1;
      continue;
    }
    if (text[i] === '(') depth += 1;
    else if (text[i] === ')') {
      depth -= 1;
      if (depth === 0) return i + 1;
    }
  }
  return undefined;
}

/** Splits a `;`-terminated list (`Human; Male;`) into its items. */
export function splitSemicolonList(value: string): string[] {
  return value
    .split(';')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}
