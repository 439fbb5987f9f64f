/**
 * Voyager (more) dilemmas in the behaviour model (issue 15, later-set dilemma words of behaviour/dilemma-steps-b.ts):
 * the path where each condition is met and the path where it is not.
 *   1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS (Triggered & Targeted Effects),
 *   AUTOMATIC EFFECTS, CONDITIONAL EFFECTS ("unless", "to get past"; "Discard dilemma"); NULLIFIERS; CURES.
 * given (one dilemma under the mission, a team) / when (AttemptMission) / then (facts).
 */
import { failed, killed, randomPicks, removed } from '../../testing/dilemma-cases';
import { attemptB } from '../../testing/dilemma-cases-b';
import { realCard } from '../../testing/attempt-scene';
import { endTurn } from '../../testing/dilemma-cases';

describe('Voyager dilemmas (later-set words)', () => {
  it('123_009 Flash Plasma Storm: members with printed STRENGTH<6 and CUNNING<9 die; your Thermal Deflectors in play nullify it, the opponent\'s do not', () => {
    const team = [{ s: 5, c: 8 }, { s: 6, c: 8 }, { s: 5, c: 9 }];
    const storm = attemptB('planet', '123_009', team);
    expect([killed(storm.events), removed(storm.events)]).toEqual([[storm.team[0]], ['effects-resolved']]);
    const shielded = attemptB('planet', '123_009', team, { onTable: [{ card: 'Thermal Deflectors', owner: 'p1' }] });
    expect([killed(shielded.events), removed(shielded.events)]).toEqual([[], ['nullified']]);
    const theirs = attemptB('planet', '123_009', team, { onTable: [{ card: 'Thermal Deflectors', owner: 'p2' }] });
    expect(killed(theirs.events)).toEqual([theirs.team[0]]);
  });

  it('123_013 Hull Breach: a random non-android dies and another of the same classification with it; an Environmental Suit present prevents both; the mission goes on', () => {
    const breach = attemptB('space', '123_013', [{ skills: 'ENGINEER' }, { skills: 'ENGINEER' }, { skills: 'OFFICER' }, { ch: ['Android'] }]);
    const [[first]] = randomPicks(breach.events) as [[string]];
    expect(first).not.toBe(breach.team[3]);
    const dead = killed(breach.events);
    expect(dead).toEqual(first === breach.team[2] ? [first] : [first, first === breach.team[0] ? breach.team[1] : breach.team[0]]);
    expect([failed(breach.events), removed(breach.events)]).toEqual([false, ['failed']]);
    const suited = attemptB('space', '123_013', [{ skills: 'ENGINEER' }, { skills: 'ENGINEER' }], { equipment: ['Environmental Suit'] });
    expect([killed(suited.events), failed(suited.events)]).toEqual([[], false]);
  });

  it('123_029 Volcanic Eruption: placed on a planet with no facility, one of your personnel there dies now and at the start of your next turn; a facility here keeps it off; Thermal Deflectors in play nullify it', () => {
    const erupts = attemptB('planet', '123_029', [{}, {}, {}]);
    expect(killed(erupts.events)).toHaveLength(1);
    expect(erupts.state.ongoing[erupts.built.ids.seeds[0]!]?.on).toBe('mission');
    const theirTurn = endTurn(erupts.state);
    expect(killed(endTurn(theirTurn.state).events)).toHaveLength(1);
    const outpost = attemptB('planet', '123_029', [{}, {}], { opponentShip: { ship: realCard('Federation Outpost'), crew: [] } });
    expect([killed(outpost.events), outpost.state.ongoing[outpost.built.ids.seeds[0]!]]).toEqual([[], undefined]);
    const cooled = attemptB('planet', '123_029', [{}, {}], { onTable: [{ card: 'Thermal Deflectors', owner: 'p2' }] });
    expect([killed(cooled.events), removed(cooled.events)]).toEqual([[], ['nullified']]);
  });
});
