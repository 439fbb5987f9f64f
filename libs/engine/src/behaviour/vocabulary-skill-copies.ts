/**
 * Issue 15 (skill-copies): a personnel adds a skill of another card present until the end of the turn
 * (Fitting In, Classic Communicator, Vulcan PADD). Read by skill-copies.ts.
 */
import type { PersonnelFilter } from './vocabulary-events2';

export type SkillCopyTarget =
  /**
   * `receiver>source>Skill`: one of your personnel matching `receiver` and a regular skill printed on
   * `source` there — another personnel present with it (`from: 'personnel-present'`, matching `source`;
   * `sourceYours`: only yours; `compatible`: compatible with the receiver) or one of your ships at its
   * location lending that skill as special equipment (`from: 'ship-equipment-here'`). `presentWithSelf`:
   * the receiver is present with the acting card (equipment).
   * Issue 15 (helper intr): `from: 'opponent-discard'` — the source is a personnel in the opponent's discard
   * pile (Honatta); `twoFor`: a receiver with one of these titles takes two different skills of the source,
   * the target's last part `SkillA+SkillB` (one when the source has a single skill).
   */
  | {
      readonly kind: 'your-personnel-and-skill-to-copy';
      readonly from: 'personnel-present' | 'ship-equipment-here' | 'opponent-discard';
      readonly twoFor?: readonly string[];
      readonly receiver?: PersonnelFilter;
      readonly source?: PersonnelFilter;
      readonly sourceYours?: true;
      readonly compatible?: true;
      readonly presentWithSelf?: true;
    };

export type SkillCopyEffect =
  /**
   * The receiver of a `receiver>source>Skill` target has that skill until the end of this turn;
   * `keep: 'with-card-and-source'`: only while it stays present with this card and the source stays
   * at its location (1E current rulings › Classic Communicator).
   */
  /**
   * Issue 15 (helper intr): `sourceOutOfPlay` — the source card (from the opponent's discard pile) is placed
   * out of play as the cost of the copy, which then holds without it (Honatta).
   */
  { readonly kind: 'copy-skill-until-end-of-turn'; readonly keep?: 'with-card-and-source'; readonly sourceOutOfPlay?: true };

/** For the catalogue test and the README. */
export const SKILL_COPY_WORDS: readonly string[] = ['target:your-personnel-and-skill-to-copy', 'effect:copy-skill-until-end-of-turn'];
