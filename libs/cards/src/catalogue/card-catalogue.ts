/**
 * In-memory card catalogue and search index: text query (title, persona, skills, characteristics,
 * text), filters by type, affiliation and set/release, stable ordering and paging. Pure.
 */
import type { Card } from '../model';

export interface CardSearchQuery {
  readonly query?: string;
  readonly type?: string;
  readonly affiliation?: string;
  /** Release code (`premiere`) or set id (`101`). */
  readonly set?: string;
  readonly page?: number;
  readonly pageSize?: number;
}

export interface CardSearchResult {
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
  readonly items: readonly Card[];
}

const DEFAULT_PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 200;
const TITLE_WEIGHT = 10;
const EXACT_TITLE = 100_000;
const OWN_TITLE = 10_000;
/** far above any sum of term scores (at most 2 × TITLE_WEIGHT a term) */
const OWN_MARK = 1_000_000;

export class CardCatalogue {
  private readonly cards: readonly Card[];
  private readonly byId = new Map<string, Card>();
  private readonly byTitle = new Map<string, Card[]>();
  /** token → indexes of cards containing it, with a title flag for ranking. */
  private readonly postings = new Map<string, { card: number; inTitle: boolean; inOwnTitle: boolean }[]>();
  /** per card (by index): its title as findByTitle compares it */
  private readonly normalisedTitles: string[] = [];
  private readonly tokens: string[];

  constructor(cards: readonly Card[]) {
    this.cards = [...cards].sort((a, b) => a.title.localeCompare(b.title) || a.id.localeCompare(b.id));
    this.cards.forEach((card, index) => {
      this.byId.set(card.id, card);
      const key = normaliseTitle(card.title);
      this.byTitle.set(key, [...(this.byTitle.get(key) ?? []), card]);
      this.normalisedTitles.push(key);
      const ownTokens = new Set(tokenize(card.title));
      const titleTokens = new Set(tokenize([card.title, ...card.persona].join(' ')));
      const allTokens = new Set([...titleTokens, ...tokenize(searchableText(card))]);
      for (const token of allTokens) {
        let list = this.postings.get(token);
        if (!list) {
          list = [];
          this.postings.set(token, list);
        }
        list.push({ card: index, inTitle: titleTokens.has(token), inOwnTitle: ownTokens.has(token) });
      }
    });
    this.tokens = [...this.postings.keys()].sort();
  }

  get size(): number {
    return this.cards.length;
  }

  all(): readonly Card[] {
    return this.cards;
  }

  get(id: string): Card | undefined {
    return this.byId.get(id);
  }

  /** Cards whose title matches exactly (case/space/punctuation-insensitive). */
  findByTitle(title: string): readonly Card[] {
    return this.byTitle.get(normaliseTitle(title)) ?? [];
  }

  titles(): string[] {
    return [...new Set(this.cards.map((card) => card.title))];
  }

  search(query: CardSearchQuery): CardSearchResult {
    const pageSize = Math.min(Math.max(1, Math.floor(query.pageSize ?? DEFAULT_PAGE_SIZE)), MAX_PAGE_SIZE);
    const page = Math.max(1, Math.floor(query.page ?? 1));
    const terms = tokenize(query.query ?? '');
    const scores = terms.length > 0 ? this.score(terms) : undefined;
    const exact = normaliseTitle(query.query ?? '');
    const matches: { card: Card; score: number; index: number }[] = [];
    const consider = (card: Card, index: number, score: number) => {
      if (query.type && !matchesType(card, query.type)) return;
      if (query.affiliation && !matchesAffiliation(card, query.affiliation)) return;
      if (query.set && !matchesSet(card, query.set)) return;
      matches.push({ card, score, index });
    };
    if (scores)
      for (const [index, score] of scores) {
        // A card named exactly as asked comes first, then those whose own title (not a persona's) has every word: a
        // deck builder typing "Jean-Luc Picard" wants that card before the other versions of the persona.
        const ownTerms = Math.floor(score / OWN_MARK);
        const ranked = score - ownTerms * OWN_MARK + (ownTerms === terms.length ? (this.normalisedTitles[index] === exact ? EXACT_TITLE : OWN_TITLE) : 0);
        consider(this.cards[index]!, index, ranked);
      }
    else this.cards.forEach((card, index) => consider(card, index, 0));
    matches.sort((a, b) => b.score - a.score || a.index - b.index);
    const start = (page - 1) * pageSize;
    return { total: matches.length, page, pageSize, items: matches.slice(start, start + pageSize).map((m) => m.card) };
  }

  /**
   * Every term must match (as a token prefix); title matches rank higher. Each card's score also counts, in units of
   * OWN_MARK, the terms that matched its own title (not a persona's): `search` reads and removes them.
   */
  private score(terms: readonly string[]): Map<number, number> {
    let result: Map<number, number> | undefined;
    for (const term of terms) {
      const termScores = new Map<number, number>();
      for (const token of this.tokensWithPrefix(term)) {
        const exact = token === term ? 2 : 1;
        for (const posting of this.postings.get(token)!) {
          const value = exact * (posting.inTitle ? TITLE_WEIGHT : 1) + (posting.inOwnTitle ? OWN_MARK : 0);
          termScores.set(posting.card, Math.max(termScores.get(posting.card) ?? 0, value));
        }
      }
      if (!result) result = termScores;
      else {
        const next = new Map<number, number>();
        for (const [card, score] of result) {
          const more = termScores.get(card);
          if (more !== undefined) next.set(card, score + more);
        }
        result = next;
      }
      if (result.size === 0) break;
    }
    return result ?? new Map();
  }

  private tokensWithPrefix(prefix: string): string[] {
    let low = 0;
    let high = this.tokens.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (this.tokens[mid]! < prefix) low = mid + 1;
      else high = mid;
    }
    const found: string[] = [];
    for (let i = low; i < this.tokens.length && this.tokens[i]!.startsWith(prefix); i += 1) found.push(this.tokens[i]!);
    return found;
  }
}

/** The text the catalogue search indexes for a card (also stored in the read model). */
export function searchableText(card: Card): string {
  const skills = card.personnel?.skillBox.skills.map((skill) => skill.name) ?? [];
  return [
    card.title,
    card.type,
    card.personnel?.classification ?? '',
    card.ship?.shipClass ?? '',
    ...card.affiliations,
    ...skills,
    ...card.characteristics,
    ...card.persona,
    card.mission?.requirementText ?? '',
    card.text ?? '',
  ].join(' ');
}

export function tokenize(text: string): string[] {
  const lower = text.toLowerCase();
  // Fold accents (é → e) only when there are non-ASCII characters; normalising is costly.
  const folded = /[^ -~\s]/.test(lower) ? lower.normalize('NFKD').replace(/[\u0300-\u036f]/g, '') : lower;
  return folded
    .split(/[^a-z0-9']+/)
    .map((token) => token.replace(/^'+|'+$/g, ''))
    .filter((token) => token.length > 0);
}

export function normaliseTitle(title: string): string {
  return tokenize(title.replace(/\s*\*$/, '')).join(' ');
}

function matchesType(card: Card, type: string): boolean {
  const wanted = type.toLowerCase();
  if (wanted === 'q' || wanted === 'q-card') return card.qIcon;
  return card.types.some((t) => t.toLowerCase() === wanted) || (card.qIcon && `q ${card.type.toLowerCase()}` === wanted);
}

function matchesAffiliation(card: Card, affiliation: string): boolean {
  const wanted = affiliation.toLowerCase();
  return (
    card.affiliations.some((a) => a.toLowerCase() === wanted) ||
    (card.mission?.affiliationIcons ?? []).some((a) => a.toLowerCase() === wanted)
  );
}

function matchesSet(card: Card, set: string): boolean {
  const wanted = set.toLowerCase();
  return card.release.toLowerCase() === wanted || card.setId === set;
}
