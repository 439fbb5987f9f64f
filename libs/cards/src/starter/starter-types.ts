/** Shape of the built-in starter pool's own data (facts only; see starter-facts.ts). */
import type { Affiliation, Classification, MissionKind, Quadrant } from '../model';

type SkillFact = string | readonly [string, number];

export type StarterCardFacts =
  | {
      readonly id: string;
      readonly title: string;
      readonly type: 'Personnel';
      readonly affiliation: Affiliation;
      readonly classification: Classification;
      /** INTEGRITY, CUNNING, STRENGTH */
      readonly attributes: readonly [number, number, number];
      readonly skills: readonly SkillFact[];
      readonly icons: readonly string[];
      readonly characteristics: readonly string[];
      readonly universal: boolean;
    }
  | {
      readonly id: string;
      readonly title: string;
      readonly type: 'Ship';
      readonly affiliation: Affiliation;
      readonly shipClass: string;
      /** RANGE, WEAPONS, SHIELDS */
      readonly attributes: readonly [number, number, number];
      readonly staffing: readonly string[];
      readonly specialEquipment: readonly string[];
      readonly icons: readonly string[];
      readonly universal: boolean;
    }
  | {
      readonly id: string;
      readonly title: string;
      readonly type: 'Mission';
      readonly kind: MissionKind;
      readonly points: number;
      readonly span: number;
      readonly quadrant: Quadrant;
      readonly affiliationIcons: readonly Affiliation[];
      readonly requirements: string;
      readonly icons: readonly string[];
    }
  | {
      readonly id: string;
      readonly title: string;
      readonly type: 'Dilemma';
      readonly kind: MissionKind;
      /** What gets the team past, in the requirement grammar, when the dilemma has such a condition. */
      readonly condition?: string;
      readonly summary: string;
    }
  | {
      readonly id: string;
      readonly title: string;
      readonly type: 'Facility';
      readonly affiliation: Affiliation;
      readonly facilityKind: string;
      readonly universal: boolean;
      readonly shields: number;
      readonly summary: string;
    };
