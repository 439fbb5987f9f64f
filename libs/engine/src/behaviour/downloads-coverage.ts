/**
 * Issue 15 (downloads): which special download icons the engine carries out, for the coverage report
 * (coverage.ts). An icon is carried out when every title it names is a card of the card list of a
 * type a download places or plays (behaviour/downloads.ts); icons naming a kind of card rather than a
 * title ("any Equipment", "{Espionage} card", "any Romulan treaty") stay manual unless the card's
 * script gives the class (`classDownloads`, behaviour/class-downloads.ts).
 *   1E rulebook › SPECIAL DOWNLOAD; 1E rulebook › DOWNLOADING › Clarifications: Downloading (artifacts
 *   and Q-icon cards are not downloaded unless a card permits it).
 */
import type { Card } from '@captains-log/cards';
import { skillDownloadIcons } from './personnel-b';
import { behaviourOf } from './registry';
import { downloadKind, isOfKind } from './download-kinds';

/** Card types a download places (like a report) or plays (like a card from hand). */
export const DOWNLOAD_PLACED_TYPES: ReadonlySet<string> = new Set(['Personnel', 'Ship', 'Equipment']);
export const DOWNLOAD_PLAYED_TYPES: ReadonlySet<string> = new Set(['Event', 'Incident', 'Objective', 'Interrupt', 'Doorway']);

/** A title as the icons and the card list spell it, compared loosely (case, quotes, punctuation). */
export function titleKey(title: string): string {
  // Issue 17: memoised (a pure function of the title; the card list has a few thousand titles).
  let key = TITLE_KEYS.get(title);
  if (key === undefined) {
    key = title
      .toLowerCase()
      .replace(/[\u2018\u2019\u201c\u201d'"`]/g, '')
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
    if (TITLE_KEYS.size < 50_000) TITLE_KEYS.set(title, key);
  }
  return key;
}
const TITLE_KEYS = new Map<string, string>();

/** The special download icons of a card: each a list of alternative target titles (`{A} OR {B}`). */
export function specialDownloadIcons(card: Card): readonly (readonly string[])[] {
  const printed = printedDownloadIcons(card);
  // Issue 15 (personnel, second half): special skills that download a named card count as icons after the printed ones.
  const skills = card.type === 'Personnel' ? skillDownloadIcons(card) : [];
  return skills.length ? [...printed, ...skills] : printed;
}

/** The special download icons printed on the card (a facility's "DL/ {A} OR {B}" in its game text included). */
export function printedDownloadIcons(card: Card): readonly (readonly string[])[] {
  return card.personnel?.skillBox.specialDownloads ?? card.ship?.specialDownloads ?? (card.type === 'Facility' ? facilityDownloads(card) : []);
}

/** Issue 15 (facilities): a facility's "DL/ {A} OR {B}" in its game text, once per card (memoised; card definitions are immutable). */
const facilityIcons = new WeakMap<Card, readonly (readonly string[])[]>();
function facilityDownloads(card: Card): readonly (readonly string[])[] {
  let icons = facilityIcons.get(card);
  if (!icons) {
    const found = /DL\/\s*((?:\{[^}]+\}(?:\s+OR\s+)?)+)/.exec(card.text ?? '');
    icons = found ? [[...found[1]!.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!.trim())] : [];
    facilityIcons.set(card, icons);
  }
  return icons;
}

export function downloadable(card: Card): boolean {
  return (DOWNLOAD_PLACED_TYPES.has(card.type) || DOWNLOAD_PLAYED_TYPES.has(card.type)) && !card.qIcon;
}

/** Title key → whether every card of that title is downloadable by the engine. */
export type DownloadTitleIndex = ReadonlyMap<string, boolean>;

export function downloadTitleIndex(cards: readonly Card[]): DownloadTitleIndex {
  const index = new Map<string, boolean>();
  for (const card of cards) {
    const key = titleKey(card.title);
    index.set(key, (index.get(key) ?? true) && downloadable(card));
  }
  INDEXED_CARDS.set(index, cards);
  return index;
}

/** Issue 15 (ships, pass E): the card list an index was built from, for icons naming a kind of card. */
const INDEXED_CARDS = new WeakMap<DownloadTitleIndex, readonly Card[]>();

/** A kind alternative ("Any [TE][OS] personnel", download-kinds.ts) is carried out when some card is of it and every such card is downloadable. */
function kindDownloadable(index: DownloadTitleIndex, text: string): boolean {
  const kind = downloadKind(text);
  const cards = kind && INDEXED_CARDS.get(index)?.filter((card) => isOfKind(card, kind));
  return !!cards && cards.length > 0 && cards.every(downloadable);
}

/** The card's icons split into those the engine carries out and those left manual (by their targets). */
export function specialDownloadCoverage(card: Card, index: DownloadTitleIndex | undefined): { carried: number; manual: string[] } {
  let carried = 0;
  const manual: string[] = [];
  // Issue 15 (personnel): an icon the card's script gives a class of cards ("any PADD") is carried out (class-downloads.ts);
  // Issue 15 (ships, pass E): so is an alternative naming a kind of card ("Any [TE][OS] personnel", download-kinds.ts).
  const classes = behaviourOf(card.id)?.classDownloads;
  for (const [icon, titles] of specialDownloadIcons(card).entries()) {
    if (classes?.some((entry) => entry.icon === icon)) carried += 1;
    else if (index && titles.length > 0 && titles.every((title) => index.get(titleKey(title)) === true || kindDownloadable(index, title))) carried += 1;
    else manual.push(`special download: ${titles.join(' or ') || '(no target)'}`);
  }
  return { carried, manual };
}
