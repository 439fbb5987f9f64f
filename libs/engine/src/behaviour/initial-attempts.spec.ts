/**
 * Issue 15 (eie): a card played on a ship just before the initial attempt of a space mission discards
 * the first dilemma its crew meets (behaviour/initial-attempts.ts): Senior Staff Meeting.
 *   1E rulebook › ATTEMPT A MISSION › BEGINNING A MISSION ATTEMPT; ENCOUNTERING DILEMMAS.
 * given (p1's ship at Study Stellar Collision over Menthar Booby Trap, a crew of five classifications) /
 * when (PlayCard on the ship, AttemptMission, EndTurn) / then (where the dilemma and the card go; the
 * refusals for a crew short of a classification or a mission already attempted).
 */
import { ofType, scene, ship, type PersonSpec } from '../testing/attempt-scene';
import { accepted, refused } from '../testing/scenario';
import type { Command, GameState } from '../types';
import { Z } from '../zones';

const staff: PersonSpec[] = [{ skills: 'OFFICER Astrophysics' }, { skills: 'ENGINEER Physics' }, { skills: 'MEDICAL' }, { skills: 'SCIENCE' }, { skills: 'SECURITY' }];

describe('103_076 Senior Staff Meeting: on your ship with the five classifications aboard, before the initial attempt of a space mission: the first dilemma is discarded', () => {
  const given = (crew: readonly PersonSpec[] = staff) => {
    const built = scene({ missions: ['Study Stellar Collision'], seeds: ['Menthar Booby Trap'], ship: ship(), crew, hand: ['103_076'] });
    return { state: built.state, ship: built.ids.ship!, card: built.ids.hand[0]!, dilemma: built.ids.seeds[0]! };
  };
  const meet = (card: string, target: string): Command => ({ type: 'PlayCard', actor: 'p1', card, target });
  const attempt = (at: string): Command => ({ type: 'AttemptMission', actor: 'p1', location: 'L1', ship: at });
  it('applies: it lies on the ship; the attempt meets the Booby Trap, which is discarded before it acts, and so is the card', () => {
    const { state, ship: at, card, dilemma } = given();
    const played = accepted(state, meet(card, at)).state;
    expect(played.cards[card]!.zone).toBe(Z.on(at));
    const { events, state: after } = accepted(played, attempt(at));
    expect(ofType(events, 'DilemmaEncountered').map((e) => e.card)).toEqual([dilemma]);
    expect(ofType(events, 'DilemmaRemoved').map((e) => [e.card, e.to])).toEqual([[dilemma, Z.discard(after.cards[dilemma]!.owner)]]);
    expect(ofType(events, 'DilemmaStepResolved').filter((e) => e.card === dilemma)).toEqual([]);
    expect(after.cards[card]!.zone).toBe(Z.discard('p1'));
  });
  it('does not apply: without the card the Booby Trap acts; a crew without SECURITY or a mission already attempted is refused; unused, it is discarded at the end of the turn', () => {
    const plain = given();
    const events = accepted(plain.state, attempt(plain.ship)).events;
    expect(ofType(events, 'DilemmaRemoved').filter((e) => e.reason === 'nullified')).toEqual([]);
    expect(ofType(events, 'DilemmaStepResolved').filter((e) => e.card === plain.dilemma).length).toBeGreaterThan(0);
    const short = given(staff.slice(0, 4));
    expect(refused(short.state, meet(short.card, short.ship))).toBe('INVALID_TARGET');
    const tried = given();
    const attempted: GameState = { ...tried.state, locations: { ...tried.state.locations, L1: { ...tried.state.locations.L1!, attempted: true } } };
    expect(refused(attempted, meet(tried.card, tried.ship))).toBe('INVALID_TARGET');
    const unused = accepted(accepted(tried.state, meet(tried.card, tried.ship)).state, { type: 'EndTurn', actor: 'p1' }).state;
    expect(unused.cards[tried.card]!.zone).toBe(Z.discard('p1'));
  });
});
