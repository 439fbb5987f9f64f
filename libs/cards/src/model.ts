/**
 * The typed 1E card model. Everything here is plain data (JSON-serialisable) so the engine, the
 * API and the read model can share it.
 */
import type { RequirementExpression } from './requirements/ast';

export const CARD_TYPES = [
  'Personnel',
  'Ship',
  'Facility',
  'Site',
  'Mission',
  'Time Location',
  'Dilemma',
  'Artifact',
  'Equipment',
  'Event',
  'Incident',
  'Interrupt',
  'Objective',
  'Doorway',
  'Tactic',
  'Tribble',
  'Trouble',
] as const;
export type CardType = (typeof CARD_TYPES)[number];

export const AFFILIATIONS = [
  'Federation',
  'Klingon',
  'Romulan',
  'Ferengi',
  'Cardassian',
  'Bajoran',
  'Dominion',
  'Kazon',
  'Vidiian',
  'Hirogen',
  'Borg',
  'Starfleet',
  'Vulcan',
  'Xindi',
  'Neutral',
  'Non-Aligned',
] as const;
export type Affiliation = (typeof AFFILIATIONS)[number];

export const CLASSIFICATIONS = [
  'OFFICER',
  'ENGINEER',
  'MEDICAL',
  'SCIENCE',
  'SECURITY',
  'V.I.P.',
  'CIVILIAN',
  'ANIMAL',
] as const;
export type Classification = (typeof CLASSIFICATIONS)[number];

export type MissionKind = 'planet' | 'space' | 'dual';
export type Quadrant = 'Alpha' | 'Gamma' | 'Delta' | 'Mirror';

export interface Icon {
  readonly code: string;
  readonly name: string;
  readonly category: string;
}

/** Opposed Nemesis arrows: `(Y>` points right, `<Y)` points left; the letter is the colour. */
export interface NemesisArrow {
  readonly colour: string;
  readonly direction: 'right' | 'left';
}

export type AttributeValue =
  | { readonly kind: 'number'; readonly value: number }
  /** `5+X`, `8-X`, `X`: chosen by the card's own text (1E rulebook › USING SKILLS). */
  | { readonly kind: 'variable'; readonly base: number; readonly sign: 1 | -1 }
  /** `NO`, `Q`, `*`: undefined attributes are treated as zero (1E rulebook › USING SKILLS). */
  | { readonly kind: 'undefined'; readonly raw: string };

export interface Skill {
  readonly name: string;
  /** Multiplier (`Diplomacy x2` = 2). Negative skills (`Diplomacy -3`) are special skills in the rules. */
  readonly level: number;
  readonly regular: boolean;
  /** Condition text kept verbatim, e.g. `when [Rom]` for `Tal Shiar x2 (when [Rom])`. */
  readonly condition?: string;
}

export interface SkillBox {
  readonly skills: readonly Skill[];
  /** Sentences that are special skills (game text inside the skill box). */
  readonly specialSkills: readonly string[];
  /** Cards named by special-download (`DL/`) skills; each entry lists the alternatives. */
  readonly specialDownloads: readonly (readonly string[])[];
}

export interface PersonnelHalf {
  readonly name?: string;
  readonly classification: Classification | string;
  readonly skillBox: SkillBox;
  readonly integrity: AttributeValue;
  readonly cunning: AttributeValue;
  readonly strength: AttributeValue;
}

export interface PersonnelFacts {
  readonly classification: Classification | string;
  readonly integrity: AttributeValue;
  readonly cunning: AttributeValue;
  readonly strength: AttributeValue;
  readonly skillBox: SkillBox;
  /** Dual-personnel cards (1E rulebook › DUAL-PERSONNEL CARDS): two halves. */
  readonly dual?: readonly [PersonnelHalf, PersonnelHalf];
}

export interface StaffingRequirement {
  readonly icons: readonly string[];
  /** Alternatives written after the icons, e.g. `OR {James T. Kirk}`. */
  readonly alternatives: readonly string[];
}

export interface ShipFacts {
  readonly shipClass?: string;
  readonly range: AttributeValue;
  readonly weapons: AttributeValue;
  readonly shields: AttributeValue;
  readonly staffing: StaffingRequirement;
  readonly specialEquipment: readonly string[];
  readonly specialText: readonly string[];
  readonly specialDownloads: readonly (readonly string[])[];
}

/**
 * A facility's attribute boxes (1E rulebook › THE CARDS › FACILITIES; SHIP BATTLE: facilities fire with
 * WEAPONS and defend with SHIELDS). Most facilities print SHIELDS only: a blank WEAPONS box is undefined
 * (zero), and such a facility may not fire.
 */
export interface FacilityFacts {
  readonly weapons: AttributeValue;
  readonly shields: AttributeValue;
}

export interface Points {
  readonly raw: string;
  /** Plain number when the box holds one (`30`, `30*`, `-5`). */
  readonly value?: number;
  /** `*` marks a points box modified by the card's text. */
  readonly modifiedByText: boolean;
  readonly variable: boolean;
}

export interface MissionFacts {
  readonly kind: MissionKind;
  readonly points?: Points;
  readonly span?: number | 'X';
  readonly quadrant?: Quadrant;
  readonly region?: string;
  /** Affiliations shown by mission icons ([FED][KLI]...). */
  readonly affiliationIcons: readonly Affiliation[];
  /** Attempt text when the card lists no icons, e.g. `Any crew may attempt mission.` */
  readonly attemptText?: string;
  /** Requirement text as printed (before parsing). */
  readonly requirementText?: string;
  readonly requirements?: RequirementExpression;
  /** Game text printed after the requirements. */
  readonly gameText?: string;
  readonly universal: boolean;
}

export interface Card {
  /** Blueprint ID, e.g. `101_146` (set id + collector number). */
  readonly id: string;
  readonly title: string;
  readonly setId: string;
  readonly release: string;
  readonly formats: readonly string[];
  readonly rarity?: string;
  readonly property?: string;
  readonly type: CardType;
  /** Q-icon cards (`Q Event`, `Q Dilemma`...) keep their base type and set this flag. */
  readonly qIcon: boolean;
  /** `Interrupt/Event`: every type the card counts as. */
  readonly types: readonly CardType[];
  readonly universal: boolean;
  readonly enigma: boolean;
  readonly affiliations: readonly Affiliation[];
  readonly icons: readonly Icon[];
  readonly nemesisArrows: readonly NemesisArrow[];
  /** Infiltration icons (`<Fed>`): affiliations this card may infiltrate. */
  readonly infiltrationIcons: readonly Affiliation[];
  readonly dilemmaKind?: MissionKind;
  readonly personnel?: PersonnelFacts;
  readonly ship?: ShipFacts;
  readonly mission?: MissionFacts;
  /** Issue 15 (helper tail5): the point box of a card other than a mission (a dilemma, an event, an interrupt …), when it shows one. */
  readonly pointBox?: Points;
  readonly facilityKind?: string;
  /** Facilities: WEAPONS and SHIELDS (issue 15, facilities in ship battle). */
  readonly facility?: FacilityFacts;
  readonly characteristics: readonly string[];
  readonly requiresCharacteristics: readonly string[];
  readonly persona: readonly string[];
  readonly commandedBy: readonly string[];
  readonly reportsTo: readonly string[];
  readonly alternateNames: readonly string[];
  readonly lore?: string;
  readonly text?: string;
}
