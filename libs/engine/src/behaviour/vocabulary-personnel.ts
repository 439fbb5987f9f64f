/**
 * Issue 15, personnel pass: the words for personnel special skills that change other personnel (or
 * the personnel itself) while it is in play — "your other Klingons present are STRENGTH +2",
 * "opposing personnel present are STRENGTH -1", "CUNNING +3 while with {X}", "all other Bajorans
 * in play are INTEGRITY +2". Spread into the shared `Modifier` union (vocabulary.ts); applied by
 * `personnelModifiers` (modifiers-personnel.ts), which `applyModifiers` calls, so every
 * requirement check reads them through `memberOf`.
 */
import type { Attribute, Holder } from './vocabulary';
import type { ShipAttribute } from './vocabulary-events';
import type { SkillCondition } from './personnel-conditions';

/**
 * Which personnel a personnel's modifier reaches, read from the printed cards (never from other
 * modifiers, so modifiers cannot feed each other). Every field given must match.
 */
export interface PersonnelHolder extends Holder {
  /** Relative to the modifier card's owner; default `yours`. */
  readonly whose?: 'yours' | 'opposing' | 'any';
  /**
   * A species: the personnel's characteristics name it, or its affiliation's usual species does
   * (1E rulebook › CHARACTERISTICS › Automatic Characteristic: Species: Klingon affiliation →
   * Klingon, Federation / Starfleet → Human, …; any Borg-affiliation personnel is Borg).
   */
  readonly species?: string;
  readonly affiliation?: string;
  /** The card shows this icon (`Maq`, `Hir`, `Sta`…). */
  readonly icon?: string;
  /** The card shows all these icons. */
  readonly icons?: readonly string[];
  /** The card does not show this icon. */
  readonly notIcon?: string;
  /** One of its characteristics is (or names) this ("DaiMon", "MACO", "Female"). */
  readonly characteristic?: string;
  /** A universal card (1E rulebook › DUPLICATION AND PERSONAS: universal cards are not unique). */
  readonly universal?: boolean;
  /** Has this skill or classification printed. */
  readonly skill?: string;
  /** Has no printed level of this skill. */
  readonly notSkill?: string;
  /**
   * Issue 15 (lead): has (`has`) or lacks (`lacks`) a printed level of the skill the modifier's card selected
   * (`state.selected`: named as it reported, Painstik); nothing selected yet, it reaches no one. Read where the
   * source card is known (modifiers-personnel.ts, `present-personnel`).
   */
  readonly selectedSkill?: 'has' | 'lacks';
  /**
   * Bears one of these titles or a version of one, or has one as a persona (`Wesley Crusher`, `Sheriff Worf`; Issue 15,
   * helper substring: exact, no longer any title containing it — card-facts.ts › isTitled; 1E rulebook › DUPLICATION
   * AND PERSONAS, Personas and Requirements).
   */
  readonly names?: readonly string[];
  /** Issue 15 (helper substring): an "any X" of these (card-facts.ts › isAnyNamed: "{any Quark}" meets Deputy Quark, "{any Kirk}" Admiral Kirk). */
  readonly anyNames?: readonly string[];
}

export type PersonnelModifier =
  /**
   * Attributes change by `delta` for the personnel reached: `self` (the card itself),
   * `present-personnel` (personnel present with it: the same crew, Away Team, facility or planet
   * surface, itself excluded), `here` (anywhere at its spaceline location), `in-play` (anywhere on
   * the table) — while `when` holds for the modifier's card. Not cumulative (one per title) unless
   * `cumulative`.
   */
  | {
      readonly kind: 'personnel-attribute';
      readonly attributes: readonly Attribute[];
      readonly delta: number;
      /** `delta` once for each other personnel present with the modifier's card that this reaches ("+1 for each ANIMAL present"). */
      readonly per?: PersonnelHolder;
      readonly to: PersonnelHolder;
      readonly where: 'self' | 'present-personnel' | 'here' | 'in-play';
      readonly when?: SkillCondition;
      readonly cumulative?: boolean;
    }
  /** A skill gained (`levels` of it) by the personnel reached, as above. */
  | {
      readonly kind: 'personnel-skill';
      readonly skill: string;
      readonly levels: number;
      readonly to: PersonnelHolder;
      readonly where: 'self' | 'present-personnel' | 'here' | 'in-play';
      readonly when?: SkillCondition;
      readonly cumulative?: boolean;
    }
  /**
   * Issue 15 (personnel-a): the personnel reached may not use `skill` (every level of it, and the
   * classification of that name) — or, with `classification`, their classification ("opposing
   * personnel present may not use SECURITY skill / classifications"); as above.
   */
  | {
      readonly kind: 'personnel-no-skill';
      readonly skill?: string;
      readonly classification?: boolean;
      readonly to: PersonnelHolder;
      readonly where: 'present-personnel';
      readonly when?: SkillCondition;
      readonly cumulative?: false;
    }
  /**
   * Issue 15 (personnel-a): the skills of the personnel reached count twice ("doubles his skills";
   * `regularOnly`: only regular skills, 1E rulebook › SKILLS) — their skill box as modified so far,
   * not the classification; as above.
   */
  | {
      readonly kind: 'personnel-double-skills';
      readonly regularOnly?: boolean;
      /** Only the first-listed skill: the first skill printed in its skill box (1E rulebook › SKILLS › Clarifications: "First-Listed Skill"). */
      readonly firstListedOnly?: boolean;
      readonly to: PersonnelHolder;
      readonly where: 'present-personnel' | 'here';
      readonly when?: SkillCondition;
      readonly cumulative?: false;
    }
  /**
   * Issue 15 (personnel-a): "Biology OR Exobiology (may use only one per turn)" — the personnel's
   * printed `replaces` skill is the option its owner selected last (`select`, `UseCard` once each
   * turn; behaviour/select-incidents.ts), `replaces` itself until another option is selected.
   */
  | {
      readonly kind: 'selected-skill';
      readonly replaces: string;
      readonly to: Holder;
      readonly where: 'self';
      readonly when?: SkillCondition;
      readonly cumulative?: false;
    }
  /**
   * The X of the personnel's own variable attributes ("7+X", "8-X"; 1E rulebook › USING SKILLS: X
   * is set by the card's own text): `x` while `when` holds, else 0 (the printed base).
   */
  | {
      readonly kind: 'variable-x';
      readonly x: VariableX;
      readonly to: Holder;
      readonly where: 'self';
      readonly when?: SkillCondition;
      readonly cumulative?: false;
    }
  /**
   * A ship's RANGE / WEAPONS / SHIELDS change while this personnel is aboard it (`aboard-ship`), or
   * for every matching ship at the personnel's location (`ships-here`), while `when` holds for the
   * personnel (ship-modifiers-personnel.ts, read by `shipAttribute`). One per title unless `cumulative`.
   */
  | {
      readonly kind: 'crew-ship-attribute';
      readonly attributes: readonly ShipAttribute[];
      readonly delta: number;
      readonly ship: ShipMatch;
      readonly to: Holder;
      /** `your-ships`: every ship of the personnel's owner, anywhere (issue 15, personnel second half). */
      readonly where: 'aboard-ship' | 'ships-here' | 'your-ships';
      readonly when?: SkillCondition;
      readonly cumulative?: boolean;
      /** `delta` once for each personnel aboard that ship (of its owner) that this reaches, at most `max` times ("+1 for each Klingon aboard, up to +3"). */
      readonly perAboard?: { readonly of: PersonnelHolder; readonly max?: number };
    };

/** Which ships a personnel's ship modifier reaches; every field given must match. */
export interface ShipMatch {
  /** The personnel's owner's ships only. */
  readonly yours?: boolean;
  /** The ship's title is one of these (or a version of it: "Title (Subtitle)"). */
  readonly titles?: readonly string[];
  /**
   * Issue 15 (helper substring): the ship's title holds this whole word ("{any Enterprise}": U.S.S. Enterprise-E,
   * I.S.S. Enterprise; card-facts.ts › hasWords). Was `titleIncludes` (a substring).
   */
  readonly titleWord?: string;
  readonly affiliation?: string;
  /** The ship shows all these icons. */
  readonly icons?: readonly string[];
  /** The ship shows none of these icons ("non-[GQ] Dominion ships"; issue 15, personnel second half). */
  readonly notIcons?: readonly string[];
  /** The ship's class starts with one of these ("Intrepid"). */
  readonly classes?: readonly string[];
  /** Only while the ship is cloaked (1E rulebook › CLOAK). */
  readonly cloaked?: boolean;
  /** Only ships of the personnel's opponent. */
  readonly opposing?: boolean;
  /** Not while a personnel this reaches is aboard it (`whose` relative to the ship's owner; "unless a female is aboard"). */
  readonly unlessAboard?: PersonnelHolder;
}

/** How a personnel's X is counted. */
export type VariableX =
  | { readonly kind: 'fixed'; readonly value: number }
  /** The number of other personnel present (of its owner unless `whose` says otherwise; itself too when `includeSelf`) that `of` reaches, up to `limit`. */
  | {
      readonly kind: 'count-present';
      readonly of: PersonnelHolder;
      readonly limit?: number;
      readonly includeSelf?: boolean;
    }
  /** The number of cards in the opponent's hand, up to `limit`. */
  | { readonly kind: 'opponent-hand'; readonly limit?: number };
