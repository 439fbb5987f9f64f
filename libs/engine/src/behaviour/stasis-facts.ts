/**
 * Issue 15 (stasis): the facts of a personnel placed in stasis and released, and how they change a
 * card. A card in stasis is both stopped and disabled (1E DS9 expansion rules › Glossary › stasis: "both
 * stopped and unconscious"; 1E rulebook › GETTING HURT › STASIS: "just like disabled cards"), so every
 * rule that sets stopped or disabled cards aside (teams, staffing, skills, moving, attacking) sets it
 * aside too; `stasis` remembers what the card was before, why it is held and until when. Read by
 * behaviour/stasis.ts (the rules) and evolve.ts.
 */
import type { CardInstance } from '../types';

/** What holds a card in stasis (on `CardInstance.stasis`; public, like stopped). */
export interface StasisHold {
  /** The title of the card that placed it there. */
  readonly source: string;
  /** Stasis ends at the end of this turn number; absent: it lasts until a card releases it. */
  readonly endsAfterTurn?: number;
  /** Titles it is immune to while in stasis (Off Switch). */
  readonly immuneTo?: readonly string[];
  /** Issue 15 (helper tail5): the card lying on it that holds it; once that card no longer lies on it, the stasis ends (stasis.ts › releaseWhenHolderGone). */
  readonly heldBy?: string;
  /** Its stopped and disabled state before (given back when stasis ends). */
  readonly before: { readonly stopped?: true; readonly stoppedUntil?: number; readonly disabled?: true };
}

export type StasisEvent =
  | {
      readonly type: 'PlacedInStasis';
      readonly card: string;
      readonly source: string;
      readonly endsAfterTurn?: number;
      readonly immuneTo?: readonly string[];
      readonly heldBy?: string;
    }
  | { readonly type: 'StasisEnded'; readonly card: string; readonly reason: 'expired' | 'released' };

type Writable = { -readonly [K in keyof CardInstance]: CardInstance[K] };

/** The card after the fact (a new instance; the caller records the write). */
export function applyStasis(card: CardInstance, event: StasisEvent): CardInstance {
  const next: Writable = { ...card };
  if (event.type === 'PlacedInStasis') {
    const before = { ...(card.stopped ? { stopped: true as const } : {}), ...(card.stoppedUntil !== undefined ? { stoppedUntil: card.stoppedUntil } : {}), ...(card.disabled ? { disabled: true as const } : {}) };
    next.stasis = { source: event.source, ...(event.endsAfterTurn !== undefined ? { endsAfterTurn: event.endsAfterTurn } : {}), ...(event.immuneTo ? { immuneTo: event.immuneTo } : {}), ...(event.heldBy ? { heldBy: event.heldBy } : {}), before: card.stasis?.before ?? before };
    next.stopped = true;
    next.disabled = true;
    delete next.stoppedUntil;
    return next;
  }
  const before = card.stasis?.before ?? {};
  delete next.stasis;
  next.stopped = before.stopped === true;
  next.disabled = before.disabled === true;
  if (before.stoppedUntil !== undefined) next.stoppedUntil = before.stoppedUntil;
  else delete next.stoppedUntil;
  return next;
}

/** The card without its stasis record (it left play: 1E rulebook › GETTING HURT › Clarification: Death Terminates Disability). */
export function withoutStasis(card: CardInstance): CardInstance {
  const next: Writable = { ...card };
  delete next.stasis;
  return next;
}
