/**
 * The deck builder's edits of a plain-text deck list (the text the player sees and may still type in): one more copy
 * of a card, one copy fewer, the copies already in the list. Lines are read as libs/cards reads a plain-text list
 * (parse-text-deck.ts: `2x Title` or `2 Title`, `#`/`//` comments, any other line a section heading); a card added to
 * the list goes under the heading of the part of the deck it belongs to, made if the list has none, so that the
 * list reads the same to the deck check, to LackeyCCG and to a person.
 */

/** The three headings the builder writes, in the order a deck list gives them (1E rulebook › DECK BUILDING). */
export const SECTIONS = ['Missions', 'Seed Deck', 'Draw Deck'] as const;
export type Section = (typeof SECTIONS)[number];

const ENTRY = /^(\s*)(\d+)(\s*[xX×]?\s+)(.+?)\s*$/;

/** Missions under their own heading; the seed deck's other types (libs/cards usualDeckZone) and the draw deck's. */
export function sectionOf(card: {
  readonly type: string;
  readonly deckZone: 'seed' | 'draw';
}): Section {
  if (card.type === 'Mission') return 'Missions';
  return card.deckZone === 'seed' ? 'Seed Deck' : 'Draw Deck';
}

const splitLines = (text: string): string[] => (text === '' ? [] : text.split(/\r?\n/));
/** A title as the list's lines are matched: spaces and case aside. */
export const titleKey = (title: string): string => title.trim().replace(/\s+/g, ' ').toLowerCase();
const sameTitle = (a: string, b: string) => titleKey(a) === titleKey(b);
const isComment = (trimmed: string) =>
  trimmed === '' || trimmed.startsWith('#') || trimmed.startsWith('//');

/** `2x Title` on a line (1-based), or null for a heading, a comment or a blank line. */
export function entryAt(text: string, line: number): { count: number; title: string } | null {
  const raw = splitLines(text)[line - 1];
  return raw === undefined ? null : readEntry(raw);
}

function readEntry(raw: string): { count: number; title: string } | null {
  if (isComment(raw.trim())) return null;
  const m = ENTRY.exec(raw);
  return m ? { count: Number(m[2]), title: m[4]! } : null;
}

/** A heading's name without its count or colon (`Missions (6)` → `Missions`), or null for any other line. */
function headingAt(raw: string): string | null {
  const trimmed = raw.trim();
  if (isComment(trimmed) || readEntry(raw)) return null;
  return trimmed.replace(/\s*\(\d+\)\s*:?$/, '').replace(/\s*:$/, '');
}

/** How many copies of each card the list holds (titles as written, lower case), all its lines together. */
export function copiesByTitle(text: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const raw of splitLines(text)) {
    const entry = readEntry(raw);
    if (!entry) continue;
    const key = titleKey(entry.title);
    out.set(key, (out.get(key) ?? 0) + entry.count);
  }
  return out;
}

/** The copies of `title` in the list. */
export function copiesOf(text: string, title: string): number {
  return copiesByTitle(text).get(titleKey(title)) ?? 0;
}

/**
 * One more copy of `title`: its line's count goes up where the list already has it; otherwise `1x title` after the
 * last card under the section's heading, the heading made (before a later one of SECTIONS, else at the end) if the
 * list has none.
 */
export function addCopy(text: string, title: string, section: Section): string {
  const lines = splitLines(text);
  const existing = lines.findIndex((raw) => {
    const entry = readEntry(raw);
    return entry !== null && sameTitle(entry.title, title);
  });
  if (existing >= 0) return withCount(lines, existing, readEntry(lines[existing]!)!.count + 1);
  const line = `1x ${title.trim()}`;
  const headings = lines.map(headingAt);
  const at = headings.findIndex((h) => h !== null && sameTitle(h, section));
  if (at >= 0) {
    let end = headings.findIndex((h, i) => i > at && h !== null);
    if (end < 0) end = lines.length;
    let insert = at + 1;
    for (let i = at + 1; i < end; i += 1) if (readEntry(lines[i]!)) insert = i + 1;
    return [...lines.slice(0, insert), line, ...lines.slice(insert)].join('\n');
  }
  const later = SECTIONS.slice(SECTIONS.indexOf(section) + 1);
  const before = headings.findIndex((h) => h !== null && later.some((s) => sameTitle(h, s)));
  if (before >= 0)
    return [...lines.slice(0, before), section, line, '', ...lines.slice(before)].join('\n');
  while (lines.length > 0 && lines[lines.length - 1]!.trim() === '') lines.pop();
  return [...lines, ...(lines.length > 0 ? [''] : []), section, line].join('\n');
}

/** One copy more or fewer on a card's line (1-based); the line goes at none. Any other line: the text unchanged. */
export function changeCopies(text: string, line: number, delta: number): string {
  const lines = splitLines(text);
  const entry = lines[line - 1] === undefined ? null : readEntry(lines[line - 1]!);
  if (!entry) return text;
  const count = entry.count + delta;
  if (count <= 0) return [...lines.slice(0, line - 1), ...lines.slice(line)].join('\n');
  return withCount(lines, line - 1, count);
}

function withCount(lines: string[], index: number, count: number): string {
  const m = ENTRY.exec(lines[index]!)!;
  const next = [...lines];
  next[index] = `${m[1]}${count}${m[3]}${m[4]}`;
  return next.join('\n');
}

/** A card of a deck check (POST /decks/validate `entries`), as `plainTextList` reads it. */
export interface CheckedEntry {
  readonly count: number;
  readonly title: string;
  readonly type: string;
  readonly zone: string;
  readonly sideDeck?: string;
}

/**
 * A list read from another format (a LackeyCCG .dek, the trekcc.org export) written as plain text, so that the builder
 * can edit it: the deck check's cards under Missions, Seed Deck, Draw Deck, each side deck by its own name and Outside
 * the Game (the headings libs/cards reads back to the same parts), copies of a card in one part on one line, in the
 * order the list gave them. Only for a list whose every line was read: a line naming no known card has no entry.
 */
export function plainTextList(name: string, entries: readonly CheckedEntry[]): string {
  const parts = new Map<string, Map<string, { title: string; count: number }>>();
  const heading = (e: CheckedEntry) =>
    e.zone === 'side'
      ? (e.sideDeck ?? 'Side Deck')
      : e.zone === 'outside'
        ? 'Outside the Game'
        : e.type === 'Mission'
          ? 'Missions'
          : e.zone === 'seed'
            ? 'Seed Deck'
            : 'Draw Deck';
  for (const e of entries) {
    const part = heading(e);
    let cards = parts.get(part);
    if (!cards) parts.set(part, (cards = new Map()));
    const held = cards.get(titleKey(e.title));
    if (held) held.count += e.count;
    else cards.set(titleKey(e.title), { title: e.title, count: e.count });
  }
  const order = (part: string) => {
    const at = (SECTIONS as readonly string[]).indexOf(part);
    return at >= 0 ? at : part === 'Outside the Game' ? SECTIONS.length + 1 : SECTIONS.length;
  };
  const out: string[] = name.trim() ? [`# deck: ${name.trim()}`] : [];
  for (const part of [...parts.keys()].sort((a, b) => order(a) - order(b))) {
    if (out.length > 0) out.push('');
    out.push(part, ...[...parts.get(part)!.values()].map((c) => `${c.count}x ${c.title}`));
  }
  return out.join('\n');
}
