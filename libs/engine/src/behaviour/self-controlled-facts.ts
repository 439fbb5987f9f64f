/**
 * The facts of self-controlling cards (issue 15, premiere-control; behaviour/self-controlled.ts),
 * spread into `GameEvent`, and their evolve. Movement is a plain `CardMoved`, damage `ShipDamaged`,
 * pairings `CombatResolved`, deaths `CardLeftPlay`: only what no existing fact says is new here.
 *   1E rulebook › STRANGE ENCOUNTERS › SELF-CONTROLLING CARDS.
 */
import type { RngState } from '../prng';
import type { GameState, PlayerId } from '../types';

interface Fact {
  readonly rule?: string;
  readonly ruling?: string;
  readonly secret?: { readonly rng?: RngState; readonly seed?: string };
}

export type SelfControlledEvent = Fact &
  (
    /**
     * A battle fought by self-controlling cards (`attackers`: the roaming card, or a boarding group)
     * against one player's cards at a location; `winner`: 'self-controlled', the player, or null (a
     * tie; a ship battle: the side that took the least HULL damage). Counts for no counter-attack.
     */
    | {
        readonly type: 'SelfControlledBattle';
        readonly kind: 'personnel' | 'ship';
        readonly attackers: readonly string[];
        readonly against: PlayerId;
        readonly location: string;
        readonly zone?: string;
        readonly winner: 'self-controlled' | PlayerId | null;
        readonly totals?: { readonly selfControlled: number; readonly player: number };
        /** Personnel battle: the dead; ship battle: the ships destroyed. */
        readonly killed?: readonly string[];
        /** Ship battle: each engagement (open fire on every target, the return fire on the roaming card). */
        readonly shots?: readonly { readonly from: readonly string[]; readonly target: string; readonly attack: number; readonly defense: number; readonly result: 'miss' | 'hit' | 'direct-hit' }[];
      }
    /** A card stops the roaming card's attack for the rest of turn `turn` (Hugh). */
    | { readonly type: 'RoamingAttackHalted'; readonly card: string; readonly by: string; readonly turn: number }
  );

/** Roaming cards whose attack is halted: card instance → the turn number it is halted for. */
export interface SelfControlState {
  readonly halted: Readonly<Record<string, number>>;
}

export function applySelfControlledEvent(state: GameState, event: SelfControlledEvent): GameState {
  switch (event.type) {
    case 'SelfControlledBattle':
      return state;
    case 'RoamingAttackHalted':
      return { ...state, selfControl: { halted: { ...(state.selfControl?.halted ?? {}), [event.card]: event.turn } } };
  }
}
