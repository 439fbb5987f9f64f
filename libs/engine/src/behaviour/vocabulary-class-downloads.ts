/**
 * Issue 15 (personnel, downloads of a class of cards): special download icons that name a kind of
 * card rather than a title — "any PADD", "any Equipment card", "any [Rule] card", "any Bajoran
 * treaty", "any [Univ][Rom] personnel with INTEGRITY>6 OR {Pardek}". The card file says which icon
 * (its number among the card's special download icons: printed ones first, then download skills)
 * accepts which cards; `SpecialDownload.target` then names the title of a matching card in the
 * draw deck or hand (behaviour/downloads.ts, behaviour/class-downloads.ts). Everything else is the
 * icon's rules: 1E rulebook › SPECIAL DOWNLOAD (suspends play; "here"; each icon once per game per
 * card title) and 1E rulebook › DOWNLOADING.
 */
import type { DownloadFilter } from './vocabulary-downloads';

/** A class of cards: the `DownloadFilter` fields (all given must match) and these. */
export interface ClassFilter extends DownloadFilter {
  /** This word or phrase appears in the lore ("Duras"). */
  readonly loreWords?: string;
  /** This word or phrase appears in the title or the game text ("Vulcan"). */
  readonly titleOrTextWords?: string;
  /** This word or phrase appears in the title or the lore ("Tsunkatse"). */
  readonly titleOrLoreWords?: string;
  /** "with INTEGRITY>n": a personnel whose printed INTEGRITY is more than n. */
  readonly integrityAbove?: number;
  /** A ship of this class ("NX-class"). */
  readonly shipClass?: string;
  /** A personnel with this skill (or classification) printed ("any [Vul] Treachery personnel"). */
  readonly skill?: string;
  /** Every one of these characteristics ("a Bajoran-species female": Bajoran and Female). */
  readonly allCharacteristics?: readonly string[];
  /** "any other card": not a card of the icon's own title. */
  readonly otherThanSource?: true;
}

/** Icon number `icon` of the card downloads any card matching one of `anyOf` ("… OR …"). */
export interface ClassDownload {
  readonly icon: number;
  readonly anyOf: readonly ClassFilter[];
}

/** For the README: the word above. */
export const CLASS_DOWNLOAD_WORDS = {
  classDownloads: ['titleWords', 'loreWords', 'titleOrTextWords', 'titleOrLoreWords', 'integrityAbove', 'shipClass', 'allCharacteristics', 'skill', 'otherThanSource'],
} as const;
