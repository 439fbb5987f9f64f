/**
 * Issue 15 (borg): "plays if a Borg ship, Borg personnel, {Borg Ship} dilemma or {Rogue Borg} just
 * entered play" — a play condition on the card the innermost response window answers: one just played
 * (`card-played`), reported (`card-reported`) or encountered (`dilemma-encountered`) must match the
 * filter. The window itself is the response window of the card's script (`play.window`, one per way of
 * playing in `modes`); this condition only narrows which card it may answer when the card's target is
 * something else (Sense the Borg's target is the card it downloads).
 *   1E rulebook › THE CARDS › INTERRUPTS (responses to a card just played); ATTEMPT A MISSION ›
 *   ENCOUNTERING DILEMMAS (a dilemma encountered enters play); the card's own text.
 */
import { bp, problem, type Problem } from '../context';
import { RULES } from '../rules';
import type { GameState } from '../types';
import { matches } from './play';
import type { CardBehaviour, CardFilter } from './vocabulary';

export type EnteredPlayCondition =
  /** The card the innermost response window answers matches `filter`. */
  { readonly kind: 'window-card-matches'; readonly filter: CardFilter };

/** The first `window-card-matches` condition of the way of playing that does not hold, as a problem. */
export function checkEnteredPlayConditions(state: GameState, behaviour: CardBehaviour): Problem | null {
  for (const condition of behaviour.play?.requires ?? []) {
    if (condition.kind !== 'window-card-matches') continue;
    const windows = state.windows ?? [];
    const top = windows[windows.length - 1];
    const card = top && state.cards[top.card] ? bp(state, top.card) : undefined;
    if (!card || !matches(card, condition.filter)) return problem('PLAY_CONDITION', `${behaviour.title} answers only a card of the kind its text names just entering play`, RULES.triggers);
  }
  return null;
}

/** For the catalogue test: the words of this file. */
export const ENTERED_PLAY_WORDS: readonly string[] = ['condition:window-card-matches'];
