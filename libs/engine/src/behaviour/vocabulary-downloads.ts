/**
 * Issue 15 (downloads): the words of the behaviour model for cards whose effect downloads a card
 * (1E rulebook › DOWNLOADING). The card to download is chosen when the card is played (its target),
 * from the player's draw deck or hand; the effect `download-target` plays it when the card resolves.
 * Spread into `TargetSpec` and `Effect` (vocabulary.ts); handled in behaviour/downloads.ts.
 */

/** Which cards a download may find (every field given must match). */
export interface DownloadFilter {
  /** Card types (Personnel, Ship, Equipment, Event, …). */
  readonly types?: readonly string[];
  /** Exact titles (one of), as the card list spells them. */
  readonly titles?: readonly string[];
  /** A characteristic the card has (one of), e.g. 'Vedek'. */
  readonly characteristics?: readonly string[];
  /** An affiliation the card has (one of). */
  readonly affiliations?: readonly string[];
  /** Issue 15 (helper tail2): none of its affiliations is one of these ("a non-[Non] … leader": `['Non-Aligned']`). */
  readonly notAffiliations?: readonly string[];
  /** Universal cards only. */
  readonly universal?: boolean;
  /** Icons the card shows (all of them), e.g. 'BO' (issue 15, activations). */
  readonly icons?: readonly string[];
  /** Issue 15 (incidents-d): a placed card reports only to your outpost (`Outpost`) — of its own affiliation, with `matching` ("to your matching outpost"). */
  readonly reportsTo?: {
    readonly facilityKind?: string;
    readonly matching?: boolean;
    /** Issue 15 (helper finish): only to a facility with a card of this title lying on it ("your facility that has a Spacedock"). */
    readonly withCardOn?: string;
    /** Issue 15 (helper finish): only while a personnel of the player's aboard it, of this classification, is the ship's matching commander ("an ENGINEER aboard who is that ship's matching commander"). */
    readonly commanderAboard?: string;
  };
  /**
   * Issue 15 (incidents-f): its title or lore names this, any case ("with 'Duras' in title or lore"); helper substring:
   * as whole words (card-facts.ts › hasWords; was a substring `titleOrLore` — no card of the list met only that).
   */
  readonly titleOrLoreWords?: string;
  /** Issue 15 (helper partials): its title or persona names one of these as whole words ("any Kirk": reporting.ts › names). */
  readonly names?: readonly string[];
  /** Issue 15 (download): or one of these filters matches instead ("{I.K.S. Pagh} or any [TNG] personnel with it in lore"). */
  readonly anyOf?: readonly DownloadFilter[];
  /** Issue 15 (download): its title has one of these as a whole word ("any {Kit}, {PADD} … equipment"). */
  readonly titleWords?: readonly string[];
  /** Issue 15 (helper finish): native to this quadrant (card-facts.ts › nativeQuadrant: no quadrant icon is Alpha) ("a ship native to the Alpha Quadrant"). */
  readonly nativeQuadrant?: string;
  /** Issue 15 (helper turns): a personnel of this printed classification ("a [Fed] CIVILIAN"). */
  readonly classification?: string;
  /** Issue 15 (helper turns): none of these exact titles ("any other [Ref] card"). */
  readonly notTitles?: readonly string[];
  /** Issue 15 (helper fer): a personnel of any printed classification but this one ("a non-OFFICER"). */
  readonly notClassification?: string;
  /** Issue 15 (helper fer): a personnel with at least this printed level of the skill ("who has Computer Skill x2"; report-places.ts › printedSkillLevel). */
  readonly skillAtLeast?: { readonly skill: string; readonly level: number };
}

export type DownloadTarget =
  /**
   * A card to download, from your draw deck or hand (the first copy of each card offered): a
   * personnel, ship or equipment with the facility it reports to (`card>facility`, normal reporting:
   * the card names no location, 1E rulebook › DOWNLOADING › Clarifications: Downloading), any other
   * card played as its script says (`card`).
   */
  {
    readonly kind: 'card-to-download';
    readonly filter: DownloadFilter;
    /**
     * Issue 15 (helper finish): "download … here": a personnel, ship or equipment goes where this card is (a ship into space
     * at its location: downloads.ts › placesHere), not to a facility; the target is the card alone. Its effect says `here` too.
     */
    readonly here?: true;
    /**
     * Issue 15 (helper tail2): the card names no place, so a personnel, ship or equipment may also go where its own or
     * another card's text lets it report (a special-reporting place, a mission report), as a zone: `card>aboard:c12`
     * (download-places.ts; 1E rulebook › DOWNLOADING: played "to the table normally"). Without it: facilities only.
     */
    readonly anyPlace?: true;
    /** Issue 15 (helper tail2): "once per game per affiliation" — not a card of an affiliation this card's title already downloaded (its effects say `record-affiliation-use`). */
    readonly oncePerAffiliation?: true;
  };

/**
 * Issue 15 (helper tail2): `count` cards of different titles to download together as one download ("download any two of
 * the following: …"), as `a+b`: cards that are not personnel, ships or equipment (each played as its script says;
 * an unscripted one enters play and its text is carried out by manual effects).
 */
export type DownloadGroupTarget = { readonly kind: 'cards-to-download'; readonly filter: DownloadFilter; readonly count: number };

export type DownloadEffect =
  /** The card chosen as the target is downloaded (if it is still in the deck or hand; else the download is invalid); `here`: see the target's `here`. */
  | { readonly kind: 'download-target'; readonly here?: true }
  /** Issue 15 (helper tail2): every card of a `cards-to-download` target is downloaded; one no longer there: the whole download is invalid (1E rulebook › DOWNLOADING › Clarifications: Invalid Downloads). */
  | { readonly kind: 'download-targets' };

/** For the catalogue test: the words above. */
export const DOWNLOAD_WORDS = { targets: ['card-to-download', 'cards-to-download'], effects: ['download-target', 'download-targets'] } as const;
