// Prepare the Prisoner (bog, 116_051): objective — on your table. A captive you Brainwash need not go to an outpost: you choose to leave it where it was held (under your control there). Your opponent's Rescue Captives frees only their personnel at one location where they have a crew or Away Team, who rejoin that crew or Away Team. Once each of your turns, you may put a capturing-related card from hand beneath your draw deck or on your discard pile to draw a card.
import { defineCard } from '../../behaviour/define';

// 1E rulebook › CAPTURE; MISCELLANEOUS RULES › CONTROL AND OWNERSHIP; TURNS: "EACH", "EVERY", AND "FULL"; THE CARDS.
// Behaviour/prisoner-preparations.ts. Readings: staying, the brainwashed personnel is placed where it was held (aboard that
// ship or facility, or on that planet); the rescuing player picks the location (taken at once when only one fits) and the
// rescued join the Away Team there first, else the first crew there; "each turn" is your turns, one card a turn (the two
// ways share one use); a capturing-related card is one listing "Capturing-related card" among its keywords.
const CAPTURING = { characteristic: 'Capturing-related card' } as const;
const HAS_ONE = { kind: 'hand-holds', atLeast: 1, filter: CAPTURING } as const;

export default defineCard('116_051', {
  title: 'Prepare the Prisoner',
  scenario: 'behaviour/prisoner-preparations.spec.ts',
  play: { window: { kind: 'normal-play' } },
  brainwashedStay: true,
  limitsCaptiveRescue: true,
  abilities: [
    {
      id: 'beneath-draw-deck',
      limit: 'once-per-turn',
      limitShared: 'prepare',
      requires: [HAS_ONE],
      effects: [{ kind: 'choose-cards', chooser: 'you', pool: { from: 'hand', whose: 'you', filter: CAPTURING }, pick: 1, chosen: 'deck-bottom', then: [{ kind: 'draw', who: 'you', count: 1 }] }],
    },
    {
      id: 'on-discard-pile',
      limit: 'once-per-turn',
      limitShared: 'prepare',
      requires: [HAS_ONE],
      effects: [{ kind: 'choose-cards', chooser: 'you', pool: { from: 'hand', whose: 'you', filter: CAPTURING }, pick: 1, chosen: 'discard', then: [{ kind: 'draw', who: 'you', count: 1 }] }],
    },
  ],
});
