/**
 * Issue 15 (personnel, second half): words for personnel special skills the other personnel words
 * do not carry.
 *
 * `skillDownloads` — "once per game, may download {X}", "twice per game …", "once each turn …":
 * a special skill that downloads a named card works as a special download icon does (1E rulebook ›
 * SPECIAL DOWNLOAD: suspends play, "here" is the personnel's location, used by a stopped but not
 * a disabled personnel), with the limit the skill states instead of the icon's once per game. The
 * engine offers it with the printed icons (`SpecialDownload`, icon numbers after the printed ones:
 * behaviour/personnel-b.ts).
 */
import type { SkillCondition } from './personnel-conditions';
import type { Holder } from './vocabulary';

export interface SkillDownload {
  /** The card downloaded: one of these titles ("{A} OR {B}"). */
  readonly titles: readonly string[];
  /** Uses allowed (default 1): "twice per game" is 2. */
  readonly times?: number;
  /** The uses are counted per game (default) or per turn ("once each turn"). */
  readonly per?: 'game' | 'turn';
  /** Only while this holds for the personnel ("if your discard pile is empty"). */
  readonly when?: SkillCondition;
}

/**
 * A personnel's own continuous changes the other personnel words do not carry (joined to `Modifier`;
 * applied by `personnelBModifiers`, behaviour/personnel-b.ts, after the other personnel modifiers).
 * `regular-skills-doubled`: while `when` holds, each regular skill printed in its skill box (not its
 * classification, not a conditional skill) counts twice (1E rulebook › USING SKILLS: "x2").
 */
export type PersonnelBModifier = {
  readonly kind: 'regular-skills-doubled';
  readonly to: Holder;
  readonly where: 'self';
  readonly when: SkillCondition;
  readonly cumulative?: false;
};

/** For the catalogue test: the words above. */
export const PERSONNEL_B_WORDS = { skillDownloads: ['game', 'turn'], modifiers: ['regular-skills-doubled'] } as const;
