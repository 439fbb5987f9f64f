/**
 * The facts of control changes (issue 15, premiere-control; behaviour/control-changes.ts), spread into
 * `GameEvent`, and their evolve. While a player controls another's cards, the cards' `owner` field
 * (which the engine reads as control: control.ts) names the controller, and `state.control` keeps
 * the owner, to give them back and to send a card that leaves play to its owner's pile.
 *   1E rulebook › MISCELLANEOUS RULES › CONTROL AND OWNERSHIP (a card your opponent takes control of
 *   is no longer "yours", but you still own it).
 */
import type { RngState } from '../prng';
import type { CardInstance, GameState, PlayerId } from '../types';
import { isInPlayZone } from '../zones';

interface Fact {
  readonly rule?: string;
  readonly ruling?: string;
  readonly secret?: { readonly rng?: RngState; readonly seed?: string };
}

export type ControlEvent = Fact &
  (
    /** `by` controls `cards` (owned by `from`) until the end of turn `until`; `source`: the card that did it. */
    /** `mixes` (issue 15, borg): the cards are compatible with their controller's regardless of affiliation while controlled. */
    /** `heldBy` (issue 15, helper control): the control lasts only while that card lies face up on the controlled card (behaviour/hosted-control.ts). */
    | { readonly type: 'ControlTaken'; readonly cards: readonly string[]; readonly by: PlayerId; readonly from: PlayerId; readonly source: string; readonly until: number; readonly mixes?: true; readonly heldBy?: string; readonly commandeered?: true }
    /** The cards return to their owner's control. */
    | { readonly type: 'ControlReturned'; readonly cards: readonly string[] }
    /** Issue 15 (helper control): the commandeered ship `card` takes the affiliation of `by`, its controller's personnel who took custody (commandeered-affiliation.ts). */
    | { readonly type: 'CommandeeredAffiliationTaken'; readonly card: string; readonly by: string; readonly affiliation: string }
  );

/** A card under another player's control: its owner and the turn at whose end it returns. */
export interface ControlEntry {
  readonly owner: PlayerId;
  readonly until: number;
  /** Compatible with the controller's cards regardless of affiliation (captive-control.ts › mixesFreely). */
  readonly mixes?: true;
  /** Issue 15 (helper control): the card whose lying face up on the controlled card keeps the control (Ceti Eel; behaviour/hosted-control.ts). */
  readonly heldBy?: string;
  /** Issue 15 (helper control): a commandeering (1E rulebook › COMMANDEER); `affiliation`: the one taken once its controller's personnel took custody (commandeered-affiliation.ts). */
  readonly commandeered?: true;
  readonly affiliation?: string;
}

function withOwners(state: GameState, owners: Readonly<Record<string, PlayerId>>): Record<string, CardInstance> {
  const cards = { ...state.cards };
  for (const [iid, owner] of Object.entries(owners)) if (cards[iid]) cards[iid] = { ...cards[iid]!, owner };
  return cards;
}

export function applyControlEvent(state: GameState, event: ControlEvent): GameState {
  switch (event.type) {
    case 'ControlTaken': {
      const control = { ...(state.control ?? {}) };
      for (const iid of event.cards) control[iid] = { owner: state.control?.[iid]?.owner ?? event.from, until: event.until, ...(event.mixes ? { mixes: true as const } : {}), ...(event.heldBy ? { heldBy: event.heldBy } : {}), ...(event.commandeered ? { commandeered: true as const } : {}) };
      return { ...state, cards: withOwners(state, Object.fromEntries(event.cards.map((iid) => [iid, event.by]))), control };
    }
    case 'CommandeeredAffiliationTaken': {
      const entry = state.control?.[event.card];
      if (!entry || !state.cards[event.card]) return state;
      // a new card record too: what blueprintOf found is kept per card record (table-index.ts › perCards).
      return { ...state, cards: { ...state.cards, [event.card]: { ...state.cards[event.card]! } }, control: { ...state.control, [event.card]: { ...entry, affiliation: event.affiliation } } };
    }
    case 'ControlReturned': {
      const control = { ...(state.control ?? {}) };
      const owners: Record<string, PlayerId> = {};
      for (const iid of event.cards) {
        const entry = control[iid];
        if (!entry) continue;
        owners[iid] = entry.owner;
        delete control[iid];
      }
      return { ...state, cards: withOwners(state, owners), control };
    }
  }
}

/**
 * Issue 15 (lead): a controlled card that leaves play (to a pile, a hand, out of play) goes back to its owner: its `owner`
 * field names them again and its control entry is dropped (1E rulebook › MISCELLANEOUS RULES › CONTROL AND OWNERSHIP:
 * control is over a card in play). Without it a card destroyed or killed while controlled kept naming its controller in
 * its owner's discard pile.
 */
export function releaseControlOnLeaving(state: GameState, card: string, to: string): GameState {
  const entry = state.control?.[card];
  if (!entry || isInPlayZone(to)) return state;
  const control = { ...state.control };
  delete control[card];
  return { ...state, cards: withOwners(state, { [card]: entry.owner }), control };
}
