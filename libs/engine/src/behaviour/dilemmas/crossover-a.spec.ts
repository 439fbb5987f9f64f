/**
 * Crossover dilemmas scripted on branch dilemmas-a (issue 15): who chooses by hands or scores, and
 * the tie; a count of the opponent's missions; too many personnel remaining.
 *   1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS, CONDITIONAL EFFECTS; MISCELLANEOUS
 *   RULES › RANDOM SELECTION.
 * given (one dilemma under the mission, a team) / when (AttemptMission) / then (facts).
 */
import { choices, damaged, failed, killed, stopped } from '../../testing/dilemma-cases';
import { attemptA, stoppedUntil } from '../../testing/dilemma-cases-a';

describe('Crossover dilemmas (dilemmas-a)', () => {
  it('181_009 Eye to Eye: the player with more cards in hand stops two members; equal hands → cannot get past', () => {
    const mine = attemptA('planet', '181_009', [{}, {}, {}], { hand: [{}, {}] });
    expect(choices(mine.events)).toEqual([expect.objectContaining({ player: 'p1', pick: 2 })]);
    expect(stopped(mine.events)).toHaveLength(2);
    expect(failed(mine.events)).toBe(false);
    const theirs = attemptA('planet', '181_009', [{}, {}, {}], { opponentHand: [{}] });
    expect(choices(theirs.events)).toEqual([expect.objectContaining({ player: 'p2', pick: 2 })]);
    const tied = attemptA('planet', '181_009', [{}, {}, {}]);
    expect(choices(tied.events)).toEqual([]);
    expect(failed(tied.events)).toBe(true);
  });

  it('181_010 Face to Face: the player behind on points picks one crew member to die; equal scores damage and stop the ship', () => {
    const behind = attemptA('space', '181_010', [{}, {}], { score: { p1: 5 } });
    expect(choices(behind.events)).toEqual([expect.objectContaining({ player: 'p2', pick: 1 })]);
    expect(killed(behind.events)).toHaveLength(1);
    expect(damaged(behind.events)).toEqual([]);
    const tied = attemptA('space', '181_010', [{}, {}]);
    expect(killed(tied.events)).toEqual([]);
    expect(damaged(tied.events)).toEqual([tied.built.ids.ship]);
    expect(stoppedUntil(tied.events)).toEqual([tied.built.ids.ship]);
  });

  it('181_011 Head to Head: the player ahead picks one member to die; equal scores kill two at random and stop the rest until your next turn ends', () => {
    const ahead = attemptA('planet', '181_011', [{}, {}, {}], { score: { p1: 10 } });
    expect(choices(ahead.events)).toEqual([expect.objectContaining({ player: 'p1', pick: 1 })]);
    expect(killed(ahead.events)).toHaveLength(1);
    const tied = attemptA('planet', '181_011', [{}, {}, {}]);
    expect(killed(tied.events)).toHaveLength(2);
    const survivor = tied.team.find((iid) => !killed(tied.events).includes(iid));
    expect(stoppedUntil(tied.events)).toEqual([survivor]);
  });

  it("181_008 Exposed Power Relay: one random member stopped per opponent's mission worth 25 or less; more than nine remaining → cannot get past", () => {
    const one = attemptA('planet', '181_008', [{}, {}, {}], { missionOwners: { 1: 'p2' } });
    expect(stopped(one.events)).toHaveLength(1);
    expect(failed(one.events)).toBe(false);
    const none = attemptA('planet', '181_008', [{}, {}, {}]);
    expect(stopped(none.events)).toEqual([]);
    const crowd = attemptA('planet', '181_008', Array.from({ length: 11 }, () => ({})), { missionOwners: { 1: 'p2' } });
    expect(failed(crowd.events)).toBe(true);
  });
});
