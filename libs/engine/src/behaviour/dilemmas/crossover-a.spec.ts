/**
 * Crossover dilemmas scripted on branch dilemmas-a (issue 15): who chooses by hands or scores, and
 * the tie; a count of the opponent's missions; too many personnel remaining.
 *   1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS, CONDITIONAL EFFECTS; MISCELLANEOUS
 *   RULES › RANDOM SELECTION.
 * given (one dilemma under the mission, a team) / when (AttemptMission) / then (facts).
 */
import { choices, damaged, failed, killed, randomPicks, removed, stopped } from '../../testing/dilemma-cases';
import { attemptA, moved, stoppedUntil } from '../../testing/dilemma-cases-a';
import { ofType, person, realCard, runAttempt, scene } from '../../testing/attempt-scene';

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

  it("181_005 DNA Security Scan: two ENGINEER and two Computer Skill get past; each objective in the opponent's discard pile asks CUNNING>15 more", () => {
    const team = [{ skills: 'ENGINEER Computer Skill', c: 5 }, { skills: 'ENGINEER Computer Skill', c: 5 }];
    expect(failed(attemptA('space', '181_005', team).events)).toBe(false);
    const discarded = { opponentHand: ['Assign Mission Specialists'], before: (built: { ids: { opponentHand: string[] } }) => [moved(built.ids.opponentHand[0]!, 'hand:p2', 'discard:p2')] };
    expect(failed(attemptA('space', '181_005', team, discarded).events)).toBe(true);
    expect(failed(attemptA('space', '181_005', [...team, { c: 6 }], discarded).events)).toBe(false);
  });

  it('181_016 Temptations of the Flesh: one random member stopped per objective in play; a [Cmd] personnel (or any Queen) gets past', () => {
    const commander = { ...person({}), icons: [{ code: 'Cmd' }] as never };
    const none = attemptA('planet', '181_016', [commander, {}]);
    expect([stopped(none.events), failed(none.events)]).toEqual([[], false]);
    const objective = { opponentHand: ['Assign Mission Specialists'], before: (built: { ids: { opponentHand: string[] } }) => [moved(built.ids.opponentHand[0]!, 'hand:p2', 'table:p2')] };
    const one = attemptA('planet', '181_016', [{}, {}, {}], objective);
    expect(randomPicks(one.events)[0]).toHaveLength(1);
    expect(failed(one.events)).toBe(true);
    expect(failed(attemptA('planet', '181_016', [{ title: 'Borg Queen' }]).events)).toBe(false);
  });

  it('181_006 Ensure Their Silence: one random member is killed', () => {
    const run = attemptA('planet', '181_006', [{}, {}]);
    expect(killed(run.events)).toEqual(randomPicks(run.events)[0]);
    expect(failed(run.events)).toBe(false);
  });

  it("181_007 Explosive Decompression: one random crew member dies per opponent's universal space mission with points; none → nobody", () => {
    const universal = { ...realCard('Study Stellar Collision'), id: 't_m1', universal: true, mission: { ...realCard('Study Stellar Collision').mission!, universal: true } };
    const one = attemptA('space', '181_007', [{}, {}], { moreMissions: [universal], missionOwners: { 1: 'p2' } });
    expect(killed(one.events)).toHaveLength(1);
    const none = attemptA('space', '181_007', [{}, {}], { moreMissions: [universal] });
    expect(killed(none.events)).toEqual([]);
  });

  it("181_013 Pursuit Just Behind: one random Away Team member dies per opponent's universal planet mission with points; none → nobody", () => {
    const universal = { ...realCard('Relief Mission'), id: 't_m2', universal: true, mission: { ...realCard('Relief Mission').mission!, universal: true } };
    const one = attemptA('planet', '181_013', [{}, {}], { moreMissions: [universal], missionOwners: { 1: 'p2' } });
    expect(killed(one.events)).toHaveLength(1);
    expect(killed(attemptA('planet', '181_013', [{}, {}]).events)).toEqual([]);
  });

  it('181_004 Disgraceful Assault: two SECURITY and Transporter Skill → nothing; otherwise the opponent kills one crew member; discarded', () => {
    expect(killed(attemptA('space', '181_004', [{ skills: 'SECURITY Transporter Skill' }, { skills: 'SECURITY' }]).events)).toEqual([]);
    const ko = attemptA('space', '181_004', [{}, {}]);
    expect(choices(ko.events)).toEqual([expect.objectContaining({ player: 'p2', pick: 1 })]);
    expect(killed(ko.events)).toHaveLength(1);
    expect(removed(ko.events)).toEqual(['failed']);
  });

  it("181_002 Buried Alive: seeded by the opponent it is placed on the mission and the attempt ends; one's own copy does nothing", () => {
    const theirs = attemptA('planet', '181_002', [{ skills: 'SCIENCE Archaeology' }]);
    expect(theirs.state.cards[theirs.built.ids.seeds[0]!]!.zone).toBe('atop:L1');
    expect(ofType(theirs.events, 'MissionAttemptFailed').map((e) => e.reason)).toEqual(['Buried Alive ends the attempt']);
    expect(ofType(theirs.events, 'MissionSolved')).toEqual([]);
    const ownBuilt = scene({ missions: ['Excavation'], seeds: [{ card: '181_002', owner: 'p1' }], awayTeam: [{ skills: 'SCIENCE Archaeology' }] });
    const own = runAttempt(ownBuilt.state, { type: 'AttemptMission', actor: 'p1', location: 'L1' });
    expect(ofType(own.events, 'MissionSolved')).toHaveLength(1);
  });
});
