/**
 * Issue 15 (ships, pass E): special download icons that name a kind of card instead of a title
 * ("DL/ Any [Univ] [TE][OS] personnel", "DL/ Any Klingon [OS] personnel", "DL/ Any [Pursuit] card").
 * The icon's text is read into a `DownloadKind` (icons, affiliations, infiltration icons, Universal,
 * card type); `SpecialDownload { target }` then names the title of a card of that kind, and the first
 * copy of that title in the deck (or hand) that is of the kind is downloaded (behaviour/downloads.ts).
 * Everything else about the icon is as for a title icon: once per game per card title, "here", the
 * personnel download limit, uniqueness.
 *   1E rulebook › SPECIAL DOWNLOAD (a special download icon names what it downloads; here; once per
 *   game regardless of copies); 1E rulebook › DOWNLOADING.
 * Decision: "Any [Univ] [OS] Klingon or Romulan" (no noun) reads as personnel, as the other icons of
 * those ships do; a text the grammar does not know (a characteristic, "treaty", "with \"…\" in lore")
 * is no kind and stays manual.
 */
import { AFFILIATIONS, lookupIcon, type Card } from '@captains-log/cards';

/** A kind of card a special download icon names (every field given must match). */
export interface DownloadKind {
  /** The card's type ('card': any type). */
  readonly type: 'Personnel' | 'Ship' | 'Equipment' | 'Event' | 'Interrupt' | 'Incident' | 'Objective' | 'card';
  /** Icons the card shows (all of them): eras, factions, other icons (`OS`, `TE`, `Pursuit`). */
  readonly icons: readonly string[];
  /** Affiliations (one of), from affiliation icons (`[Kli]`) and words (`Klingon or Romulan`). */
  readonly affiliations: readonly string[];
  /** Infiltration icons the card shows (all of them): `<Fed>`. */
  readonly infiltration: readonly string[];
  /** `[Univ]`: universal cards only. */
  readonly universal: boolean;
}

/** The card list's affiliations, by their word in lower case (one list: @captains-log/cards' AFFILIATIONS). */
const AFFILIATION_WORDS: ReadonlyMap<string, string> = new Map(AFFILIATIONS.map((name) => [name.toLowerCase(), name]));
const NOUNS: Readonly<Record<string, DownloadKind['type']>> = {
  personnel: 'Personnel',
  ship: 'Ship',
  card: 'card',
};
/** A card type named before "card" ("Any [OS] Equipment card"). */
const TYPE_WORDS: Readonly<Record<string, DownloadKind['type']>> = { equipment: 'Equipment', event: 'Event', interrupt: 'Interrupt', incident: 'Incident', objective: 'Objective' };

const KINDS = new Map<string, DownloadKind | null>();

/** The kind an icon's alternative names, or undefined when it is a title (or a text the grammar does not know). */
export function downloadKind(text: string): DownloadKind | undefined {
  let kind = KINDS.get(text);
  if (kind === undefined) {
    kind = parseKind(text);
    if (KINDS.size < 10_000) KINDS.set(text, kind);
  }
  return kind ?? undefined;
}

function parseKind(text: string): DownloadKind | null {
  const tokens = text.trim().match(/\[[^\]]+\]|<[^>]+>|[^\s[<]+/g);
  if (!tokens || tokens.length < 2 || tokens[0]!.toLowerCase() !== 'any') return null;
  const icons: string[] = [];
  const affiliations: string[] = [];
  const infiltration: string[] = [];
  let universal = false;
  let type: DownloadKind['type'] | undefined;
  let qualified = false;
  for (const [index, token] of tokens.slice(1).entries()) {
    const last = index === tokens.length - 2;
    if (token.startsWith('[')) {
      const icon = lookupIcon(token.slice(1, -1));
      if (!icon) return null;
      if (icon.code === 'Univ') universal = true;
      else if (icon.category === 'affiliation') affiliations.push(icon.name);
      else if (['era', 'faction', 'other', 'quadrant', 'built-in-rule'].includes(icon.category)) icons.push(icon.code);
      else return null;
      qualified = true;
    } else if (token.startsWith('<')) {
      const icon = lookupIcon(token.slice(1, -1));
      if (!icon || icon.category !== 'affiliation') return null;
      infiltration.push(icon.name);
      qualified = true;
    } else if (AFFILIATION_WORDS.has(token.toLowerCase())) {
      affiliations.push(AFFILIATION_WORDS.get(token.toLowerCase())!);
      qualified = true;
    } else if (token.toLowerCase() === 'or' && affiliations.length > 0 && !last) {
      continue;
    } else if (last && NOUNS[token.toLowerCase()]) {
      type = type ?? NOUNS[token.toLowerCase()];
    } else if (index === tokens.length - 3 && TYPE_WORDS[token.toLowerCase()] && tokens[tokens.length - 1]!.toLowerCase() === 'card') {
      type = TYPE_WORDS[token.toLowerCase()];
      qualified = true;
    } else return null;
  }
  // "Any [Univ] [OS] Klingon or Romulan": no noun after affiliation words reads as personnel (see the decision above).
  if (!type) type = affiliations.length > 0 ? 'Personnel' : undefined;
  if (!type || !qualified) return null;
  return { type, icons, affiliations, infiltration, universal };
}

/** Whether the card is of the kind. */
export function isOfKind(card: Card, kind: DownloadKind): boolean {
  if (kind.type !== 'card' && card.type !== kind.type) return false;
  if (kind.universal && !card.universal) return false;
  if (
    kind.affiliations.length > 0 &&
    !card.affiliations.some((affiliation) => kind.affiliations.includes(affiliation))
  )
    return false;
  if (
    !kind.icons.every((code) =>
      card.icons.some((icon) => icon.code.toLowerCase() === code.toLowerCase()),
    )
  )
    return false;
  return kind.infiltration.every((affiliation) =>
    card.infiltrationIcons.includes(affiliation as never),
  );
}

/** Whether one of the card's printed special download icons names a kind (coverage.ts names this file's spec for it). */
export function hasKindIcon(card: Card): boolean {
  const icons = card.personnel?.skillBox.specialDownloads ?? card.ship?.specialDownloads ?? [];
  return icons.some((alternatives) => alternatives.some((text) => downloadKind(text) !== undefined));
}
