/**
 * The facts of assimilation (issue 15, borg; behaviour/assimilation.ts), spread into `GameEvent`, and
 * their evolve. Control passes with a `ControlTaken` fact of its own (control-facts.ts, lasting); these
 * facts record what the cards became, so `blueprintOf` reads them as drones, counterparts, Borg ships.
 *   1E rulebook › Borg Rule: Personnel Assimilation; COMPLETE BORG OBJECTIVES › Planetary Assimilation,
 *   Ship Assimilation.
 */
import type { Affiliation } from '@captains-log/cards';
import type { RngState } from '../prng';
import type { GameState, PlayerId } from '../types';
import type { AssimilatedAs } from './assimilated-cards';

interface Fact {
  readonly rule?: string;
  readonly ruling?: string;
  readonly secret?: { readonly rng?: RngState; readonly seed?: string };
}

export type AssimilationEvent = Fact &
  (
    /** `by` assimilated `cards` (each as a drone, counterpart, ship …; `formerAffiliations` what it was before); `source`: the card that did it. */
    | {
        readonly type: 'CardsAssimilated';
        readonly by: PlayerId;
        readonly cards: readonly { readonly card: string; readonly as: AssimilatedAs; readonly formerAffiliations: readonly Affiliation[] }[];
        readonly source: string;
      }
    /** The planet at `location` is part of the collective of `by`: it cannot be attempted. */
    | { readonly type: 'PlanetAssimilated'; readonly location: string; readonly by: PlayerId; readonly source: string }
  );

export function applyAssimilationEvent(state: GameState, event: AssimilationEvent): GameState {
  switch (event.type) {
    case 'CardsAssimilated': {
      const assimilated = { ...(state.assimilated ?? {}) };
      for (const { card, as, formerAffiliations } of event.cards) {
        // A counterpart made a drone keeps the affiliations it had before its first assimilation.
        const before = state.assimilated?.[card]?.formerAffiliations ?? formerAffiliations;
        assimilated[card] = { as, by: event.by, formerAffiliations: before };
      }
      return { ...state, assimilated };
    }
    case 'PlanetAssimilated':
      return (state.assimilatedPlanets ?? []).includes(event.location) ? state : { ...state, assimilatedPlanets: [...(state.assimilatedPlanets ?? []), event.location] };
  }
}
