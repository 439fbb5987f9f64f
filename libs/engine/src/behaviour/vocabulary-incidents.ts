/**
 * Words added for incidents, objectives and the remaining equipment (issue 15, third pass). They join
 * the unions of vocabulary.ts; their handlers live in modifiers-incidents.ts (a word without a handler
 * does not compile).
 *   1E rulebook › THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES (lasting effects while in play);
 *   THE CARDS › EQUIPMENT (adds skills, improves attributes of your personnel);
 *   MISCELLANEOUS RULES › CONTROL AND OWNERSHIP › "HERE" AND "PRESENT";
 *   MISCELLANEOUS RULES › THE CUMULATIVE RULE;
 *   SKILLS › LOADED SKILLS › OFFICER AND LEADERSHIP: "LEADER" (Leadership or OFFICER makes a leader).
 */
import type { MissionsSeedCondition } from './affiliations-played';
import type { Attribute } from './vocabulary';
import type { ShipAttribute } from './vocabulary-events';

/**
 * Which of your personnel a modifier reaches, besides the classification (`Holder.classification`).
 * Every field present must hold; `anyOf`: at least one of the listed holders holds.
 */
export interface HolderIncidents {
  /** Printed affiliation is one of these. */
  readonly affiliations?: readonly string[];
  readonly notAffiliations?: readonly string[];
  /** Shows every one of these icons (bracket codes without brackets: `OS`, `22`, `MQ`, `DQ`, `TE`). */
  readonly icons?: readonly string[];
  /** Has one of these characteristics (species, keywords: `Klingon`, `Reman`, `MACO`, `Android`). */
  readonly characteristics?: readonly string[];
  /** Has every one of these skills (as modified so far). */
  readonly skills?: readonly string[];
  /** Has at least one of these skills. */
  readonly anySkill?: readonly string[];
  /** Has none of these skills. */
  readonly notSkills?: readonly string[];
  /** Its title begins with, or its persona is, one of these (`Quark`). */
  readonly titles?: readonly string[];
  /** A leader: Leadership, or OFFICER as a skill or classification. */
  readonly leader?: boolean;
  /** Not the personnel the card lies on ("your other leaders present"; issue 15, events-c: modifiers.ts › applyModifiers). */
  readonly notHost?: boolean;
  readonly anyOf?: readonly (HolderIncidents & { readonly classification?: string })[];
  /** Issue 15 (helper films): aboard a ship of its owner that passes this fleet filter (inspection-ships.ts). */
  readonly aboardShip?: ShipFilter;
  /** Issue 15 (helper partials): its lore names one of these (case-insensitive: "with 'underground' in lore"). */
  readonly loreWords?: readonly string[];
}

/**
 * Where the modified personnel must be relative to the card:
 * `present` — the same crew, Away Team or facility as the card (equipment; a card lying on a personnel:
 * that personnel's group); `in-play` — anywhere in play (the card lies on your table);
 * `at-location` — at the location of the card (it lies atop a mission);
 * `host` — the personnel the card lies on.
 */
export type Scope = 'present' | 'in-play' | 'at-location' | 'host';

/** A bigger change for holders that also match `to` (e.g. "+2, or +3 if SECURITY"). */
export interface OrIf {
  readonly to?: HolderIncidents & { readonly classification?: string };
  /** A personnel with this title (or persona) of yours is present with the holder. */
  readonly presentTitle?: string;
  readonly delta: number;
}

export type IncidentModifier =
  /**
   * Several attributes change by `delta` for your personnel the holder filter reaches (`to`), in `where`;
   * `cumulative`: every copy counts (up to `upTo` in all, when the card caps it), else one per title;
   * `orIf`: the delta for holders that also match it.
   */
  | {
      readonly kind: 'attributes';
      readonly attributes: readonly Attribute[];
      readonly delta: number;
      readonly to: HolderIncidents & { readonly classification?: string };
      readonly where: Scope;
      readonly cumulative?: boolean;
      readonly upTo?: number;
      readonly orIf?: OrIf;
    }
  /**
   * Lying with your personnel: while one of them the `ifPresent` filter reaches is present, equipment
   * present with this characteristic (`hand weapon`) is not cumulative: one copy of each title counts.
   */
  | {
      readonly kind: 'not-cumulative';
      readonly characteristic: string;
      readonly ifPresent: HolderIncidents & { readonly classification?: string };
      readonly to: HolderIncidents & { readonly classification?: string };
      readonly where: 'present';
      readonly cumulative?: false;
    }
  /** Your personnel present the holder filter reaches gain the skill selected on this card (`UseCard`; none until selected). */
  | { readonly kind: 'gain-selected-skill'; readonly to: HolderIncidents & { readonly classification?: string }; readonly where: 'present'; readonly cumulative?: false }
  /** Your personnel the holder filter reaches, in `where`, gain one level of a skill (one per title unless cumulative). */
  | {
      readonly kind: 'gain-skill';
      readonly skill: string;
      readonly to: HolderIncidents & { readonly classification?: string };
      readonly where: Scope;
      readonly cumulative?: boolean;
      /** Issue 15 (equipment-e): only while a personnel of the same owner the filter reaches (printed) is present with the modified personnel, itself included ("if with your [Kli] chancellor"). */
      readonly ifPresent?: HolderIncidents & { readonly classification?: string };
    }
  /**
   * Issue 15 (helper dqv): your personnel present the holder filter reaches have `attribute` changed by the delta of the
   * option selected on this card (`byOption`; `initial` until one is selected: `UseCard`); with `whileYouHaveCaptive`, only
   * while the card's owner holds a captive (captives.ts › captivesHeldBy). Taspar Egg.
   */
  | {
      readonly kind: 'selected-attribute';
      readonly attribute: Attribute;
      readonly byOption: Readonly<Record<string, number>>;
      readonly initial: string;
      readonly to: HolderIncidents & { readonly classification?: string };
      readonly where: 'present';
      readonly whileYouHaveCaptive?: true;
      readonly cumulative?: false;
    }
  /** Issue 15 (helper evq): the regular skills of your captives under your cards of some titles (captive-skills.ts: Extracted Confessions). */
  | import('./captive-skills').GainCaptiveSkills;

/** Which ships a fleet modifier reaches (every field present must hold). */
export interface ShipFilter {
  /** Ship class (`Intrepid`) or a title beginning (`Delta Flyer`): at least one. */
  readonly classOrTitle?: readonly string[];
  /** Shows every one of these icons (`Films`, `TE`, `22`). */
  readonly icons?: readonly string[];
  readonly affiliations?: readonly string[];
  /** A unique ship (not universal). */
  readonly unique?: boolean;
  /** One personnel of the owner aboard has this skill at this level or more (printed skills: `Navigation`, 2). */
  readonly crewSkill?: { readonly skill: string; readonly level: number };
  /** Issue 15 (helper films): native to this quadrant; at least `count` of the owner's personnel aboard match `who` (inspection-ships.ts). */
  readonly native?: 'Alpha' | 'Gamma' | 'Delta' | 'Mirror';
  readonly aboardAtLeast?: { readonly who: HolderIncidents & { readonly classification?: string }; readonly count: number };
  /** Issue 15 (helper holotos): its printed staffing requirement shows at least one staffing icon ("with at least one staffing icon"). */
  readonly staffingIcon?: true;
}

/** What must hold on the card owner's side for a fleet modifier to apply. */
export type FleetCondition =
  /** Every ship the owner has in play passes the filter (and they have one). */
  | { readonly kind: 'all-your-ships'; readonly ships: ShipFilter }
  /** Not both of these are in play on the owner's side ("nullified if you have both …"). */
  | { readonly kind: 'not-both-in-play'; readonly cards: readonly [CardMatch, CardMatch] };

/** A card in play: by title (beginning) or facility kind (`Headquarters`). */
export interface CardMatch {
  readonly title?: string;
  readonly facilityKind?: string;
}

/**
 * Changes to ships from a card not lying on them (ship-modifiers.ts reads `fleetDelta`):
 * `aboard` — equipment aboard the ship (your own ship); `your-ships` — the card lies on your table and
 * reaches each of your ships the filter passes. Additions, per copy when `cumulative` (capped by
 * `upTo` in all), else one per title.
 */
export interface FleetModifier {
  readonly scope: 'aboard' | 'your-ships';
  readonly attributes: readonly ShipAttribute[];
  readonly delta: number;
  readonly ships?: ShipFilter;
  readonly cumulative?: boolean;
  readonly upTo?: number;
  readonly while?: readonly FleetCondition[];
  /** Issue 15 (incidents-f): add to `delta` the missions any player has completed or placed a [BO] objective on (fleet-growth.ts). */
  readonly plusMissionsDone?: true;
  /** Issue 15 (eie): each copy needs one of the ship owner's personnel aboard matching this ("allows one … present"): copies beyond them add nothing (crew-enablers.ts). */
  readonly perAboard?: import('./vocabulary-events2').PersonnelFilter;
  /** Issue 15 (incobj): `delta` once per charge its owner bought until the start of their next turn, capped by `upTo` (turn-charges.ts). */
  readonly perCharge?: true;
}

export type IncidentTarget =
  /** One of your personnel in play the holder filter reaches (the card then lies on it: `on-target-card`). */
  { readonly kind: 'your-personnel'; readonly who: HolderIncidents & { readonly classification?: string } };

/** Which missions a table permit lets your personnel attempt (every field present must hold). */
export interface MissionFilter {
  /** The location's quadrant. */
  readonly quadrant?: 'Alpha' | 'Gamma' | 'Delta' | 'Mirror';
  /** Its requirements name this skill or classification. */
  readonly requiring?: string;
  /** Shows one of these affiliation icons. */
  readonly icons?: readonly string[];
  readonly notHomeworld?: boolean;
}

/** Missions you have completed: at least `total`, of which `planet` planet and `space` space missions. */
export interface CompletedCount {
  readonly total: number;
  readonly planet: number;
  readonly space: number;
}

export type IncidentPermit =
  /**
   * While on your table: your personnel the holder filter reaches match the affiliation icons of the
   * missions the filter passes (1E rulebook › ATTEMPT A MISSION › BEGINNING A MISSION ATTEMPT: a
   * matching affiliation icon, unless a card says otherwise).
   */
  | { readonly kind: 'attempt-missions'; readonly who: HolderIncidents; readonly missions: MissionFilter }
  /**
   * While on your table: once you have completed `ifCompleted`, the +40 points you would need for
   * lacking a planet and space mission or an Alpha Quadrant mission are not added (1E rulebook ›
   * WINNING THE GAME); no effect while you seeded a mission showing more than `unlessSeededOver` points.
   */
  | { readonly kind: 'ignore-forty-point-penalties'; readonly ifCompleted: CompletedCount; readonly unlessSeededOver?: number }
  /** While on your table: you win the game once you have completed `completed` (checked after every command, like 100 points). */
  | { readonly kind: 'win-by-completing'; readonly completed: CompletedCount };

/** What must hold for a card to seed (checked by SeedOnTable besides the phase and uniqueness). */
export type SeedCondition =
  /** Each mission you seeded (homeworlds apart, when `exceptHomeworlds`) shows at most `points` points. */
  | { readonly kind: 'your-missions-at-most'; readonly points: number; readonly exceptHomeworlds?: boolean }
  /** Issue 15 (seeding): you seeded no mission of this quadrant ("if you have not seeded any [GQ] missions"; table-incidents.ts). */
  | { readonly kind: 'no-missions-seeded-in'; readonly quadrant: 'Alpha' | 'Gamma' | 'Delta' | 'Mirror' }
  | MissionsSeedCondition
  /** Issue 15 (lead): you seeded at least `atLeast` missions of different titles in `region` and, with `noHomeworld`, no homeworld (The Neutral Zone). */
  | { readonly kind: 'missions-seeded-in-region'; readonly region: string; readonly atLeast: number; readonly noHomeworld?: true }
  /** Issue 15 (tosfilms): as the play condition of the same name (lore-missions.ts: "if you seeded 2 or more missions with '23rd century' in lore"). */
  | import('./lore-missions').LoreMissionsCondition;
