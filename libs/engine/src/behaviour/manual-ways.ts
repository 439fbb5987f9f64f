/**
 * Issue 15 (lead, twentieth session): a way of playing a card ("… OR …") that the engine does not carry out,
 * while its other way is scripted. Before, scripting one way made the other unplayable: the scripted way's
 * rules (its target, its window) refused every play, and an unscripted card's plain play was no longer offered.
 *
 * `CardBehaviour.manualWay` names that way in our words; `PlayCard { manualWay: true }` plays the card as an
 * unscripted card plays — no target, when its type allows (an Interrupt or Doorway at any time of its player's
 * turn, an Event, Incident or Objective as the normal card play), to where an unscripted card goes (an Interrupt
 * to the discard pile, the others to its player's table) — and the opponent may respond as to any card played.
 * Nothing scripted resolves for it (the window carries `manualWay`); its player then declares what the card does
 * as a manual effect (`DeclareManualEffect`: move it onto its target, score, draw …), accepted or disputed like
 * any other. 1E rulebook › THE CARDS (a card with "OR" is played one way or the other, its player's choice);
 * platform rule › manual effects.
 *
 * Limits: only outside response windows (inside one, an Interrupt's manual way is a manual-effect response, as for
 * any unscripted Interrupt); only on a card whose scripted way is instant (the catalogue test checks it), so that no
 * scripted ability acts for the card lying in play after a manual-way play.
 */
import type { Card } from '@captains-log/cards';
import { problem, type Problem } from '../context';
import { RULES } from '../rules';
import type { CommandOf, GameState } from '../types';
import { behaviourOf } from './registry';

/** The card's way of playing left to manual effects, if its script names one. */
export function manualWayOf(card: Card): string | undefined {
  return behaviourOf(card.id)?.manualWay;
}

/** Types whose unscripted play is at any time of the player's turn; the others use the normal card play. */
export const MANUAL_WAY_ANY_TIME = new Set(['Interrupt', 'Doorway']);
const MANUAL_WAY_TYPES = new Set(['Interrupt', 'Doorway', 'Event', 'Incident', 'Objective']);

/** What a `PlayCard { manualWay: true }` must be, besides its player's turn and the card in hand (play.ts checks those). */
export function manualWayProblem(state: GameState, command: CommandOf<'PlayCard'>, card: Card): Problem | null {
  if (!manualWayOf(card)) return problem('NO_MANUAL_WAY', `${card.title} has no way of playing left to manual effects: play it as scripted`, RULES.manualEffects);
  if (command.target !== undefined || command.mode !== undefined || command.decline)
    return problem('MANUAL_WAY_TAKES_NO_TARGET', `played its manual way, ${card.title} takes no target, way or declined part: declare its effect as a manual effect`, RULES.manualEffects);
  if ((state.windows ?? []).length > 0)
    return problem('MANUAL_WAY_IN_WINDOW', 'a manual way is played outside response windows (in a window, respond by a manual effect)', RULES.whenResponsesHappen);
  if (!MANUAL_WAY_TYPES.has(card.type)) return problem('NOT_AUTOMATED', `playing a ${card.type} its manual way is not automated yet (use a manual effect)`, RULES.enteringPlay);
  return null;
}
