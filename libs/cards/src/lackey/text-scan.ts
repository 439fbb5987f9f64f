/**
 * Small scanning helpers for LackeyCCG game text: sentence boundaries that respect brackets,
 * braces and parentheses, and that ignore Nemesis-arrow codes such as `<O)` and `(R>`.
 */
const ARROW = /^(?:\([A-Z]>|<[A-Z]\))/;
const ABBREVIATIONS = ['V.I.P.', 'U.S.S.', 'I.K.S.', 'vs.', 'Dr.', 'Mr.', 'Mrs.', 'Lt.', 'St.', 'Jr.', 'Sr.', 'e.g.', 'i.e.', 'etc.'];

/** Index just past the sentence starting at `start` (past its `.`/`!`/`?` or closing `)`), or text end. */
export function sentenceEnd(text: string, start: number): number {
  let depth = 0;
  let i = start;
  while (i < text.length) {
    const rest = text.slice(i);
    const arrow = ARROW.exec(rest);
    if (arrow) {
      i += arrow[0].length;
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
  const before = text.slice(0, dotIndex + 1);
  return ABBREVIATIONS.some((abbreviation) => before.endsWith(` ${abbreviation}`) || before === abbreviation);
}

/** Reads a balanced parenthesised group starting at `start` (which must be `(`); returns its end. */
export function balancedParenEnd(text: string, start: number): number | undefined {
  if (text[start] !== '(') return undefined;
  let depth = 0;
  for (let i = start; i < text.length; i += 1) {
    const arrow = ARROW.exec(text.slice(i));
    if (arrow && i !== start) {
      i += arrow[0].length - 1;
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
