/**
 * Issue 15 (helper incidents-e): "name a card type and reveal a random card from opponent's hand; if it
 * is the named card type, draw a card" (behaviour/hand-reveal.ts), used with `ActivateCard`.
 *   1E rulebook › MISCELLANEOUS RULES › RANDOM SELECTION; "ONCE PER GAME" AND SIMILAR LIMITS; PLAYING
 *   "FOR FREE".
 * given (a play-phase scene; Intuition on p1's table, p2 holding one card) / when (ActivateCard,
 * PlayCard) / then (the facts: the random pick, the card shown, the draw).
 */
import { ofType, scene, type PersonSpec } from '../testing/attempt-scene';
import { moved, play as run, refused } from '../testing/scenario';
import type { Command } from '../types';
import { Z } from '../zones';

const sense = (card: string, type: string): Command => ({ type: 'ActivateCard', actor: 'p1', card, ability: 'sense', target: type });

describe('202_015 Intuition: once each turn, with a counselor (dabo girl, El-Aurian, genetically enhanced) in play, name a card type; a random card of the opponent\'s hand revealed; the right type draws a card', () => {
  const given = (helper: PersonSpec) => {
    const built = scene({ missions: ['Excavation'], awayTeam: [helper], hand: ['Intuition'], opponentHand: [{ title: 'Their Ensign', skills: 'OFFICER' }] });
    const incident = built.ids.hand[0]!;
    return { state: moved(built.state, [[incident, Z.table('p1')]]), incident, theirs: built.ids.opponentHand[0]! };
  };
  const counselor: PersonSpec = { title: 'Ship Counselor', skills: 'OFFICER Diplomacy', ch: ['Counselor'] };
  it('applies: a counselor in play, "Personnel" named — the Ensign is picked, shown to p1, and p1 draws a card; a second use this turn is refused', () => {
    const { state, incident, theirs } = given(counselor);
    const after = run(state, [sense(incident, 'Personnel')]);
    expect(ofType(after.events, 'RandomCardsSelected')).toEqual([expect.objectContaining({ candidates: [theirs], outcome: [theirs] })]);
    expect(ofType(after.events, 'CardsShown')).toEqual([expect.objectContaining({ to: 'p1', zone: Z.hand('p2'), cards: [{ iid: theirs, title: 'Their Ensign' }] })]);
    expect(ofType(after.events, 'CardsDrawn')).toEqual([expect.objectContaining({ player: 'p1' })]);
    expect(refused(after.state, sense(incident, 'Event'))).toBe('ONCE_PER_TURN');
  });
  it('does not apply: "Event" named — revealed, no draw; without a counselor or the like in play — nothing revealed, no draw', () => {
    const wrong = run(given(counselor).state, [sense(given(counselor).incident, 'Event')]);
    expect(ofType(wrong.events, 'CardsShown')).toHaveLength(1);
    expect(ofType(wrong.events, 'CardsDrawn')).toEqual([]);
    const nobody = given({ title: 'Plain Ensign', skills: 'OFFICER' });
    const none = run(nobody.state, [sense(nobody.incident, 'Personnel')]);
    expect([ofType(none.events, 'CardsShown'), ofType(none.events, 'CardsDrawn')]).toEqual([[], []]);
  });
  it('plays for free while your Deanna Troi is in play; otherwise it takes the normal card play', () => {
    const withTroi = scene({ missions: ['Excavation'], awayTeam: ['Deanna Troi'], hand: ['Intuition'] });
    expect(run(withTroi.state, [{ type: 'PlayCard', actor: 'p1', card: withTroi.ids.hand[0]! }]).state.turn!.normalCardPlayUsed).toBe(false);
    const without = scene({ missions: ['Excavation'], awayTeam: [counselor], hand: ['Intuition'] });
    expect(run(without.state, [{ type: 'PlayCard', actor: 'p1', card: without.ids.hand[0]! }]).state.turn!.normalCardPlayUsed).toBe(true);
  });
});
