/**
 * The facts of time locations and time travel (issue 15, time locations; behaviour/time-locations.ts),
 * spread into `GameEvent`, and their evolve.
 *   1E rulebook › THE CARDS › TIME LOCATIONS: a time location is not part of the spaceline; it is paired
 *   with its corresponding spaceline location. It is a location of its own (`state.locations`, on no
 *   spaceline, so no ship flies to or from it and it has no span); its card lies in its `mission:` zone as
 *   a gap's card does (places.ts), ships there are in `space:`, personnel on its planet in `surface:`.
 *   1E rulebook › TIME TRAVEL: the movers leave one location for the other; nothing else moves.
 */
import type { Quadrant } from '@captains-log/cards';
import type { RngState } from '../prng';
import type { GameState, Location, PlayerId } from '../types';
import { Z } from '../zones';

interface Fact {
  readonly rule?: string;
  readonly ruling?: string;
  readonly secret?: { readonly rng?: RngState; readonly seed?: string };
}

export type TimeEvent = Fact &
  (
    /** `card` (a Time Location) becomes the location `location` in `quadrant`, paired with the spaceline location `corresponds`. */
    | {
        readonly type: 'TimeLocationPlaced';
        readonly player: PlayerId;
        readonly card: string;
        readonly location: string;
        readonly quadrant: Quadrant;
        readonly name: string;
        readonly corresponds: string;
      }
    /**
     * `cards` time travel from `from` to `to`, allowed by `by`: a ship to space there (its crew aboard it),
     * an Away Team's personnel and equipment to the planet there.
     */
    | { readonly type: 'TimeTraveled'; readonly player: PlayerId; readonly cards: readonly string[]; readonly ship?: string; readonly from: string; readonly to: string; readonly by: string }
  );

/** The card moves a fact makes (evolve.ts applies them with its own move helper). */
export function timeMoves(event: TimeEvent): { card: string; to: string; faceUp: boolean }[] {
  switch (event.type) {
    case 'TimeLocationPlaced':
      return [{ card: event.card, to: Z.mission(event.location), faceUp: true }];
    case 'TimeTraveled':
      return event.ship ? [{ card: event.ship, to: Z.space(event.to), faceUp: true }] : event.cards.map((card) => ({ card, to: Z.surface(event.to), faceUp: true }));
  }
}

/** The location record a fact adds (the card moves come after: timeMoves). */
export function applyTimeEvent(state: GameState, event: TimeEvent): GameState {
  switch (event.type) {
    case 'TimeLocationPlaced': {
      const location: Location = { id: event.location, quadrant: event.quadrant, name: event.name, missions: [event.card], time: { corresponds: event.corresponds } };
      return { ...state, locations: { ...state.locations, [location.id]: location } };
    }
    case 'TimeTraveled':
      return state;
  }
}
