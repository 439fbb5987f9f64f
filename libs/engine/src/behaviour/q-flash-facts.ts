/**
 * The facts of a Q-Flash (issue 15, qflash; behaviour/q-flash.ts runs it), spread into `GameEvent`, and
 * how evolve applies them. A Q-Flash happens inside a mission attempt: while it lasts, the attempt's own
 * dilemma (the card that started it) waits in `attempt.qFlash` and the attempt's dilemma slot holds the
 * Q-icon dilemma drawn, if any.
 *   Q-Flash (qc doorway, 105_015) as the card list states it; 1E rulebook › Q-ICON CARDS, SIDE DECKS.
 */
import type { RngState } from '../prng';
import type { AttemptState, GameState, PlayerId } from '../types';
import { Z } from '../zones';

interface Fact {
  readonly rule?: string;
  readonly ruling?: string;
  readonly secret?: { readonly rng?: RngState; readonly seed?: string };
}

/** The Q-Flash in progress (in `AttemptState.qFlash`). */
export interface QFlashState {
  /** The card that started it (a dilemma being encountered) and its step that did. */
  readonly source: string;
  readonly step: number;
  /** The player whose Q-Continuum side deck is drawn (who plays the cards drawn). */
  readonly owner: PlayerId;
  /** The crew or Away Team that has the Q-Flash. */
  readonly team: 'crew' | 'away-team';
  /** Cards still to be drawn. */
  readonly remaining: number;
  /** Titles drawn so far in this Q-Flash (a later copy is a duplicate). */
  readonly drawn: readonly string[];
  /** The card drawn now being resolved (a dilemma encountered, a card waiting for a manual declaration). */
  readonly current?: string;
  /** A dilemma drawn was not overcome: the team was stopped and the attempt fails when the Q-Flash ends. */
  readonly failed: boolean;
  /** Ended early by a card drawn (Incoming Message - The Continuum; I Will Not Promise...). */
  readonly endedBy?: string;
  /** Ended so that the card that started it has no further effect (Incoming Message - The Continuum). */
  readonly sourceEnds?: true;
  /** Issue 15 (qtime): the draw (cards drawn so far) before which the owner was last asked about Miss Q's window (q-flash-window.ts). */
  readonly windowAt?: number;
  /** Issue 15 (qtime): that window was used in this Q-Flash (once per Q-Flash). */
  readonly windowUsed?: true;
  /** The source dilemma's own state when the Q-Flash began (given back when it ends). */
  readonly outer: { readonly failed: boolean; readonly picked: readonly string[] };
}

export type QFlashEvent = Fact &
  (
    /** `team` of the attempting player has a Q-Flash of `count` cards from `owner`'s Q-Continuum side deck. */
    | { readonly type: 'QFlashBegan'; readonly source: string; readonly step: number; readonly owner: PlayerId; readonly team: 'crew' | 'away-team'; readonly count: number }
    /** One card drawn from the top of the Q-Continuum and turned face up in the encounter zone; `duplicate`: its title was drawn earlier in this Q-Flash. */
    | { readonly type: 'QFlashCardDrawn'; readonly source: string; readonly card: string; readonly title: string; readonly owner: PlayerId; readonly to: string; readonly duplicate: boolean; readonly remaining: number }
    /** The card drawn is done with (`outcome` in words); `failed`: a dilemma drawn was not overcome. */
    | { readonly type: 'QFlashCardResolved'; readonly source: string; readonly card: string; readonly outcome: string; readonly failed: boolean }
    /** More cards added to the Q-Flash in progress (The Higher... The Q-er). */
    | { readonly type: 'QFlashExtended'; readonly source: string; readonly by: string; readonly count: number }
    /** A card drawn ends the Q-Flash at once (no more cards are drawn); `sourceEnds`: the card that started it has no further effect either. */
    | { readonly type: 'QFlashCutShort'; readonly source: string; readonly by: string; readonly sourceEnds: boolean }
    /** The Q-Flash is over: `reason` says why; the source dilemma goes on (or not, when cut short). */
    | { readonly type: 'QFlashEnded'; readonly source: string; readonly reason: 'all-drawn' | 'deck-empty' | 'cut-short'; readonly drawn: readonly string[] }
    /** Issue 15 (qtime): the window before the next draw (`at`: cards drawn so far) offered with `card` (Miss Q); `placed`: it was used to put that card on top. */
    | { readonly type: 'QFlashBeforeDraw'; readonly source: string; readonly card: string; readonly at: number; readonly placed?: string }
    /** The Q-Continuum had no face-down card left: its face-up cards are shuffled face down (`order`, top first). */
    | { readonly type: 'QContinuumReplenished'; readonly owner: PlayerId; readonly order: readonly string[] }
  );

type Attempt = AttemptState;

function withFlash(state: GameState, patch: (flash: QFlashState, attempt: Attempt) => Attempt): GameState {
  const attempt = state.attempt as Attempt | null;
  if (!attempt?.qFlash) return state;
  return { ...state, attempt: patch(attempt.qFlash, attempt) };
}

/** Applies a Q-Flash fact (card moves go through `move`, evolve's own mover). */
export function evolveQFlash(state: GameState, event: QFlashEvent, move: (state: GameState, card: string, to: string, faceUp: boolean) => GameState): GameState {
  switch (event.type) {
    case 'QFlashBegan': {
      const attempt = state.attempt as Attempt | null;
      if (!attempt) return state;
      const qFlash: QFlashState = {
        source: event.source,
        step: event.step,
        owner: event.owner,
        team: event.team,
        remaining: event.count,
        drawn: [],
        failed: false,
        outer: { failed: attempt.failed, picked: attempt.picked },
      };
      // The source waits; the dilemma slot is free for the Q-icon dilemmas drawn.
      return { ...state, attempt: { ...attempt, dilemma: null, step: 0, failed: false, choice: null, picked: [], qFlash } };
    }
    case 'QFlashCardDrawn': {
      const moved = move(state, event.card, event.to, true);
      return withFlash(moved, (flash, attempt) => ({ ...attempt, qFlash: { ...flash, remaining: event.remaining, drawn: [...flash.drawn, event.title], current: event.card } }));
    }
    case 'QFlashCardResolved':
      return withFlash(state, (flash, attempt) => {
        const { current: _done, ...rest } = flash;
        void _done;
        return { ...attempt, qFlash: { ...rest, failed: flash.failed || event.failed } };
      });
    case 'QFlashExtended':
      return withFlash(state, (flash, attempt) => ({ ...attempt, qFlash: { ...flash, remaining: flash.remaining + event.count } }));
    case 'QFlashBeforeDraw':
      return withFlash(state, (flash, attempt) => ({ ...attempt, qFlash: { ...flash, windowAt: event.at, ...(event.placed ? { windowUsed: true as const } : {}) } }));
    case 'QFlashCutShort':
      return withFlash(state, (flash, attempt) => ({ ...attempt, qFlash: { ...flash, remaining: 0, endedBy: event.by, ...(event.sourceEnds ? { sourceEnds: true as const } : {}) } }));
    case 'QFlashEnded':
      return withFlash(state, (flash, attempt) => {
        const { qFlash: _over, ...rest } = attempt;
        void _over;
        // The source dilemma is encountered again from the step that started the Q-Flash.
        return { ...rest, dilemma: flash.source, team: flash.team, step: flash.step, failed: flash.outer.failed, choice: null, picked: [...flash.outer.picked] };
      });
    case 'QContinuumReplenished': {
      const side = Z.side(event.owner);
      const others = (state.zones[side] ?? []).filter((iid) => !event.order.includes(iid));
      let next = state;
      for (const iid of event.order) next = move(next, iid, side, false);
      return { ...next, zones: { ...next.zones, [side]: [...event.order, ...others] } };
    }
  }
}
