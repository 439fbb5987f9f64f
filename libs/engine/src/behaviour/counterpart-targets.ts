/**
 * Issue 15 (helper borg): a counterpart as an objective's long-term target — Assimilate Homeworld targets "both a homeworld
 * … and your matching counterpart". Word: `discardWhen` kind `matching-counterpart-gone` — the card, face up on its owner's
 * table (not yet completed: a completed objective lies on its mission), leaves play once its owner has no counterpart in
 * play whose affiliation before assimilation is one of the affiliations of the mission the objective targets; it leaves "in
 * the same manner": to its owner's hand when such a counterpart of theirs is now in their hand, otherwise discarded. One
 * counterpart is in play at a time, so "your matching counterpart" is that one (no choice to record). A target mission
 * with no affiliation icon matches no counterpart: nothing is followed then.
 *   1E rulebook › LEAVING PLAY (a long-term target leaving play takes the card with it, in the same manner);
 *   Borg Rule: Personnel Assimilation (one counterpart in play at a time; its previous affiliation stays relevant).
 */
import type { GameState, PlayerId } from '../types';
import { Z, zoneKind } from '../zones';
import { matchingCounterparts, missionAffiliations } from './assimilation';

export type CounterpartGoneDiscard = { readonly kind: 'matching-counterpart-gone' };

/** The affiliations the objective `iid` matches a counterpart against (those of its target mission), if it targets one. */
function targetAffiliations(state: GameState, iid: string): string[] | undefined {
  const target = state.objectives?.[iid]?.target;
  return target && state.locations[target] ? missionAffiliations(state, target) : undefined;
}

/** `discardWhen` `matching-counterpart-gone`: the objective lies on its owner's table and its matching counterpart left play. */
export function matchingCounterpartGone(state: GameState, iid: string, owner: PlayerId): boolean {
  const affiliations = state.cards[iid]?.zone === Z.table(owner) ? targetAffiliations(state, iid) : undefined;
  // A target mission with no affiliation icon (Espionage Mission: Earth, a scene built from events) gives nothing to follow.
  return !!affiliations && affiliations.length > 0 && matchingCounterparts(state, owner, affiliations).length === 0;
}

/** Where the objective goes with its counterpart: 'hand' when a counterpart the owner assimilated, matching, is now in a hand. */
export function counterpartWentTo(state: GameState, iid: string, owner: PlayerId): 'hand' | 'discard' {
  const affiliations = targetAffiliations(state, iid) ?? [];
  const inHand = Object.entries(state.assimilated ?? {}).some(
    ([card, record]) => record.as === 'counterpart' && record.by === owner && !!state.cards[card] && zoneKind(state.cards[card]!.zone) === 'hand' && record.formerAffiliations.some((one) => affiliations.includes(one)),
  );
  return inHand ? 'hand' : 'discard';
}
