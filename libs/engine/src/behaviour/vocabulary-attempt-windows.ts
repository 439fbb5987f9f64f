/**
 * Words for the cards played in the response windows of a mission attempt (issue 15, windows):
 * at the start of an attempt (before its first seed card comes up) and just after a dilemma that
 * killed or stopped personnel has resolved. They join the unions of vocabulary.ts and types.ts with
 * one line each; the flow, finders and handlers live in behaviour/attempt-windows.ts.
 *   1E rulebook › ATTEMPT A MISSION › BEGINNING A MISSION ATTEMPT (an attempt is one action: nothing
 *   else happens in it except valid responses); THE PLAY PHASE › Alternating Actions; Clarifications:
 *   Valid responses › When Responses Happen; GETTING HURT › STOPPED, KILLED OR DESTROYED.
 */
import type { PersonnelFilter } from './vocabulary-events2';

/**
 * Response windows added here: `attempt-began`, a mission attempt just begun (the window's `card`
 * is the mission attempted, `target` its location); `dilemma-resolved`, a dilemma encountered in an
 * attempt just resolved after it killed or stopped personnel (`card`: the dilemma; `hurt`: whom).
 */
export type AttemptWindowAction = 'attempt-began' | 'dilemma-resolved';

/**
 * The windows a player answers only after asking to pass explicitly at every window
 * (`SetAutoPass { on: false, every: true }`, GameState.explicitEvery); otherwise they pass at once.
 * The third is assimilation-windows.ts's.
 */
export const SCOPED_WINDOWS: readonly string[] = ['attempt-began', 'dilemma-resolved', 'personnel-assimilated', 'personnel-beamed', 'points-scored', 'turn-ending', 'ship-damaged', 'ship-docking', 'ship-flew-by', 'combat-pairing', 'objective-completed', 'time-travelled', 'attempt-ended'];

/** What a `dilemma-resolved` window records (ResponseWindow.hurt): the location and the personnel the dilemma killed and stopped. */
export interface DilemmaHurt {
  readonly location: string;
  readonly killed: readonly string[];
  /** The zone each of `killed` died in (same order). */
  readonly killedFrom: readonly string[];
  readonly stopped: readonly string[];
  /** Issue 15 (helper intr): bonus points the dilemma itself scored for the attempting player ("exploited": Worshiper). */
  readonly scored?: number;
}

/** What evolve records while a dilemma is encountered (AttemptState.hurt; attempt-windows-facts.ts): every card killed (with its zone) or stopped meanwhile. */
export interface HurtRecord {
  readonly killed: readonly string[];
  readonly killedFrom: readonly string[];
  readonly stopped: readonly string[];
  /** Issue 15 (helper intr): bonus points scored by the dilemma being encountered (its own `PointsScored`, source the dilemma). */
  readonly scored?: number;
}

export type AttemptWindowTarget =
  /**
   * Any personnel matching `filter` present where the window's action happens: in an `attempt-began`
   * window, with the attempting crew or Away Team (any player's); in a `battle-initiated` window of a
   * personnel battle, in that battle.
   */
  | { readonly kind: 'personnel-present-at-window'; readonly filter: PersonnelFilter }
  /** One of your personnel in play matching `filter`. */
  | { readonly kind: 'your-personnel-matching'; readonly filter: PersonnelFilter }
  /**
   * In a `dilemma-resolved` window after the dilemma killed your personnel on a planet: your ship
   * in orbit there with an unstopped personnel having `skill` aboard, while you still have unstopped
   * cards on that planet (your Away Team).
   */
  | { readonly kind: 'your-ship-over-hurt-away-team'; readonly skill: string }
  /** In a `dilemma-resolved` window after the dilemma stopped personnel: a player with unstopped personnel on the planet there (that Away Team; written as the player id). */
  | { readonly kind: 'away-team-where-dilemma-stopped' }
  /**
   * Issue 15 (helper intr): in a `dilemma-resolved` window after a dilemma titled one of `titles` scored bonus points
   * for the attempting player (they "exploited" it: Worshiper), a personnel of the attempting crew or Away Team, in play,
   * matching `filter` (anyone may answer: "any one Greed personnel who just exploited …").
   */
  | { readonly kind: 'exploiter-of-dilemma'; readonly titles: readonly string[]; readonly filter: PersonnelFilter };

export type AttemptWindowEffect =
  /** The target personnel is killed; if it reached its owner's discard pile, it then goes to their hand or beneath their draw deck. */
  | { readonly kind: 'kill-target-then-place'; readonly to: 'hand' | 'beneath-draw' }
  /** Every unstopped card of yours on the planet of the window beams aboard the target ship (your entire Away Team, equipment included). */
  | { readonly kind: 'beam-up-away-team-to-target' }
  /** Up to `count` unstopped personnel of the target player's Away Team on the planet of the window, picked at random, are stopped. */
  | { readonly kind: 'stop-random-of-target-away-team'; readonly count: number };

/** The words above as the catalogue check names them (behaviour/catalogue.spec.ts). */
export const ATTEMPT_WINDOW_WORDS: readonly string[] = [
  'target:personnel-present-at-window',
  'target:your-personnel-matching',
  'target:your-ship-over-hurt-away-team',
  'target:away-team-where-dilemma-stopped',
  'target:exploiter-of-dilemma',
  'effect:kill-target-then-place',
  'effect:beam-up-away-team-to-target',
  'effect:stop-random-of-target-away-team',
];

/**
 * Whether a scoped window may open after a command: the play phase, nothing pending (no attempt, window, manual effect,
 * choice or arrangement) and some player answering every window explicitly (`SetAutoPass { every }`). Shared by the
 * windows opened after a command (scored-windows.ts, damaged-windows.ts, docking-windows.ts, flyby-windows.ts).
 */
export function scopedWindowMayOpen(state: import('../types').GameState): boolean {
  return (
    state.phase === 'play' &&
    !!state.turn &&
    !state.attempt &&
    (state.windows ?? []).length === 0 &&
    !state.pendingManual &&
    !state.pendingChoice &&
    !state.windowsPending?.arrange &&
    (!!state.explicitEvery?.p1 || !!state.explicitEvery?.p2)
  );
}
