/**
 * Issue 15 (interrupts-e): interrupts that save a personnel about to die — "prevents the death of …",
 * "saves any … randomly selected to die", "stop both to prevent that", "sacrifices (dies) to substitute
 * for …". The word joins `Permit` (vocabulary.ts) with one line; it is read in its owner's hand by
 * behaviour/death-savers.ts, from attempt/leaving-play.ts › leavePlay (and the dilemma `capture` action).
 *   1E rulebook › GETTING HURT › KILLED OR DESTROYED; MISCELLANEOUS RULES › RANDOM SELECTION;
 *   PLAYING A CARD › Tip: Interrupts and Doorways Don't Use Your Card Play.
 */
import type { PersonnelFilter } from './vocabulary-events2';

export type DeathSaverPermit = {
  /**
   * In its owner's hand: when a personnel of theirs matching `dying` is about to be killed, the engine
   * plays this interrupt for them (as it plays Escape Pod) and the death does not happen.
   * `randomOnly`: only a personnel just randomly selected (the outcome of the last random selection
   * recorded in the same action); `orCaptured`: also one randomly selected to be captured by a dilemma.
   * `helper`: another personnel of theirs present with it (not dying in the same action; unstopped
   * when `instead` is `stop-both`) must be there. `instead`: `saved` (nothing else happens),
   * `stop-both` (both are stopped), `helper-dies` (the helper is killed in its place), `all-stopped`
   * (every personnel of theirs the same action kills is stopped instead; with `byDilemma`, only a
   * dilemma's kill). `cost`: `random-discard-per-dying` — as many cards of their hand (this one aside),
   * picked at random, are discarded as personnel are saved; not played when the hand holds too few.
   */
  readonly kind: 'saves-from-death';
  readonly dying: PersonnelFilter;
  readonly randomOnly?: true;
  readonly orCaptured?: true;
  /** Issue 15 (helper hamm): with `orCaptured`, also one a dilemma selected to be captured without a random selection (the member with the most Navigation…: Vulcan "Death Grip"). */
  readonly anyCaptureSelection?: true;
  readonly helper?: PersonnelFilter;
  readonly instead: 'saved' | 'stop-both' | 'helper-dies' | 'all-stopped' | 'stasis' | 'delayed';
  /** Issue 15 (stasis pass): your other personnel present (not dying) must meet this requirement; `instead: 'delayed'`: it dies at the end of your next turn instead (behaviour/delayed-deaths.ts). */
  readonly presentRequires?: string;
  /** Issue 15 (stasis): no personnel matching this is saved ("non-android"); `instead: 'stasis'`: placed in stasis until the end of the turn (behaviour/stasis.ts). */
  readonly notDying?: PersonnelFilter;
  readonly byDilemma?: true;
  readonly cost?: 'random-discard-per-dying';
};

/** For the catalogue test (behaviour/catalogue.spec.ts). */
export const DEATH_SAVER_WORDS: readonly string[] = ['permit:saves-from-death'];
