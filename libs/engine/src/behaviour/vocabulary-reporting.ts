/**
 * Issue 15, personnel pass (helper personnel-a): special reporting granted by personnel (1E rulebook ›
 * REPORTING FOR DUTY › SPECIAL REPORTING: additional reporting options at specific places; native
 * quadrant restrictions do not apply). Listed in `CardBehaviour.reports`; used with
 * `SpecialReport { card, to }` (`to`: the zone the card reports to; behaviour/reporting.ts).
 *   - on a personnel in play: `others-where-present` — "{Any Spock} may report where present (for
 *     free)", "your hand weapons may report here";
 *   - on the reporting card itself: `self-where-present` ("may report where your {Dukat} is
 *     present"), `self-aboard` ("may report aboard your {Enhanced Attack Ship}"), `self-free` ("reports
 *     for free to {Ferengi Trading Post}", "reports for free if {Dr. McCoy} … in play": normal reporting
 *     to a facility, without the normal card play).
 */
import type { SkillCondition } from './personnel-conditions';
import type { ShipMatch } from './vocabulary-personnel';
import type { Quadrant } from './vocabulary-personnel-b';

/** Which cards a reporting permission reaches (every field given must match; printed card). */
export interface ReportFilter {
  /** Card types (default: Personnel). */
  readonly types?: readonly string[];
  /** Its title or persona contains one of these names ("Spock", "Sisko"). */
  readonly names?: readonly string[];
  readonly affiliation?: string;
  /** Its species (a personnel's; "your Bajorans"). */
  readonly species?: string;
  /** The card shows every one of these icons (`AU`, `Hir`, `Holo`). */
  readonly icons?: readonly string[];
  /** The card does not show this icon. */
  readonly notIcon?: string;
  /** Its classification (a personnel's printed classification). */
  readonly classification?: string;
  /** Has this skill printed. */
  readonly skill?: string;
  /** One of its characteristics is this ("hand weapon"). */
  readonly characteristic?: string;
  readonly universal?: boolean;
  /** Issue 15 (personnel-c): its lore contains this word, any case ("with resistance in lore"). */
  readonly loreWord?: string;
  /** Issue 15 (report): a ship of this class (its class starts with it: "B'rel"). */
  readonly shipClass?: string;
  /** Issue 15 (report): a "support personnel" — exactly two skills, no special skill (report-places.ts). */
  readonly supportPersonnel?: true;
}

/** How the report is paid: with the normal card play (default), or for free (once each turn per title, when `once-per-turn`). */
export type ReportCost = 'normal' | 'free' | 'free-once-per-turn';

export type ReportPermit =
  /**
   * On a personnel in play: its owner's cards in hand matching `who` may report where it is present
   * (its crew, Away Team or facility) — or, with `here`, to any place of its owner at its location
   * (the planet surface, aboard the owner's ships and facilities there; a ship: in space there).
   * `free` paying: as `cost`, or `freeFor` cards for free.
   */
  | {
      readonly kind: 'others-where-present';
      readonly who: ReportFilter;
      readonly here?: boolean;
      readonly cost?: ReportCost;
      readonly freeFor?: ReportFilter;
      /** Issue 15 (personnel-c): only while this holds for the permitting personnel ("if present" at a named facility: `aboard-facility`). */
      readonly when?: SkillCondition;
      /** Issue 15 (incidents-d): a `free-once-per-turn` limit counted per copy in play, not per title ("each of your Birthing Chambers allows one … each turn"). */
      readonly eachCopy?: boolean;
    }
  /** On the reporting card: it may report where a personnel matching `with` (its owner's, or anyone's with `anyones`) is present. */
  | { readonly kind: 'self-where-present'; readonly with: ReportFilter; readonly anyones?: boolean; readonly cost?: ReportCost }
  /**
   * On the reporting card: it may report aboard its owner's ship with one of these titles — or, issue 15
   * (incidents-d), of one of `shipClasses` ("may report aboard your Intrepid-class ship").
   */
  | { readonly kind: 'self-aboard'; readonly shipTitles: readonly string[]; readonly shipClasses?: readonly string[]; readonly cost?: ReportCost }
  /**
   * On the reporting card: it reports for free to a facility it could report to normally — one with
   * these titles (any, when absent), while a personnel with one of `ifInPlay` names is in play (either player's).
   */
  | { readonly kind: 'self-free'; readonly facilityTitles?: readonly string[]; readonly ifInPlay?: readonly string[] }
  /**
   * On the reporting card: it may report to the places `to` names ("may report directly to any
   * Federation ship in the Alpha Quadrant", "… at any [GQ] facility", "… anywhere"). The card names the
   * place, so neither the place's compatibility nor the native quadrant is asked (written first as
   * personnel-b's `reportsTo`, folded here).
   */
  | { readonly kind: 'self-at'; readonly to: ReportPlace; readonly cost?: ReportCost };

/** The places a `self-at` permission names. */
export type ReportPlace =
  /** Aboard one of your ships in play matching `ship`; `empty`: with no personnel aboard; `quadrant`: at a location there. */
  | { readonly kind: 'ships'; readonly ship?: ShipMatch; readonly empty?: boolean; readonly quadrant?: Quadrant }
  /** Aboard one of your facilities in play (any kind) with one of these titles, or in this quadrant. */
  | { readonly kind: 'facilities'; readonly titles?: readonly string[]; readonly quadrant?: Quadrant }
  /** Aboard any of your ships or facilities in play, or on any planet of the spaceline ("may report anywhere"). */
  | { readonly kind: 'anywhere' };

/** For the catalogue test. */
export const REPORT_WORDS: readonly ReportPermit['kind'][] = ['others-where-present', 'self-where-present', 'self-aboard', 'self-free', 'self-at'];
export const REPORT_PLACE_WORDS: readonly ReportPlace['kind'][] = ['ships', 'facilities', 'anywhere'];
