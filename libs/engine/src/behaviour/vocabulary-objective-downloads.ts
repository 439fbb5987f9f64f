/**
 * Issue 15 (objectives): "once per game, at the start of your turn, for each mission your opponent
 * seeded where you have [TNG][X] personnel, you may download to hand …" (Seek Out New Life, We Are
 * Back, Expand the Empire). One target word, joined to `TargetSpec` (vocabulary.ts) with one line;
 * its offers and checks are in objective-downloads.ts. The chosen cards go to hand with the shared
 * `chosen-to-hand` verb (verbs-events2.ts).
 *   1E rulebook › DOWNLOADING (to hand: the card is not played, so no reporting limit applies);
 *   MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS.
 */
import type { PersonnelFilter } from './vocabulary-events2';

/** One kind of card the download finds (every field given must match). */
export interface PerMissionPick {
  readonly types: readonly string[];
  /** One of these affiliations. */
  readonly affiliations?: readonly string[];
  /** Shows every one of these icons (a property logo such as 'TNG' counts: property-logos.ts). */
  readonly icons?: readonly string[];
  /** Its title or game text has this word ("an interrupt with 'Klingon' in title or gametext"). */
  readonly mentions?: string;
}

export type ObjectiveDownloadTarget =
  /**
   * Cards of your draw deck (written `c1+c2`, `none` for zero) to take into hand: for every `per`
   * missions your opponent seeded where you have a personnel `where` matches, one card of each `picks`
   * entry. `distinct`: `title` — no two of the same title; `new-species` — personnel of species you do
   * not have in play, and no two of one species.
   */
  {
    readonly kind: 'cards-per-opponent-mission';
    readonly where: PersonnelFilter;
    readonly per: number;
    readonly picks: readonly PerMissionPick[];
    readonly distinct?: 'title' | 'new-species';
    /** Issue 15 (helper outside): the player's cards outside the game are searched too ("even from outside the game": outside-the-game.ts). */
    readonly fromOutside?: true;
  }
  /**
   * An opposing personnel in play that `filter` matches, offered only while you have a personnel `where`
   * matches at `atLeast` missions your opponent seeded (and, with `yourShip`, a ship of yours in play to
   * hold it): "name a unique personnel; if your opponent has it in play, it is captured" (Ensnared).
   */
  | {
      readonly kind: 'opposing-personnel-if-at-opponent-missions';
      readonly where: PersonnelFilter;
      readonly atLeast: number;
      readonly filter: PersonnelFilter;
      readonly yourShip?: boolean;
    }
  /**
   * Equipment from your draw deck downloaded "there": at most one at each mission your opponent seeded
   * where you have a personnel `where` matches, to where such a personnel of yours is (the planet, or
   * aboard your ship or facility there); written `e1>zone+e2>zone` (`none` for zero).
   */
  | {
      readonly kind: 'equipment-per-opponent-mission';
      readonly where: PersonnelFilter;
      /**
       * Issue 15 (facility downloads): with such personnel at `atMissions` or more of those missions, also one
       * artifact used as equipment (its script reports it) to your ship of `shipAffiliation`, as if earned:
       * written `artifact>aboard:ship` among the pairs, taking no mission's place (Ferengi Commerce Operation).
       */
      readonly artifact?: { readonly atMissions: number; readonly shipAffiliation: string };
    };

/** For the catalogue test: the words above. */
export const OBJECTIVE_DOWNLOAD_WORDS: readonly string[] = ['target:cards-per-opponent-mission', 'target:opposing-personnel-if-at-opponent-missions', 'target:equipment-per-opponent-mission'];
