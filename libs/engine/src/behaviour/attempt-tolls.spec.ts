/**
 * Issue 15 (helper inca): a card atop a mission that takes a toll of each attempt there (behaviour/attempt-tolls.ts):
 * 127_007 Kobayashi Maru Scenario — adds Computer Skill to the mission's requirements (`addsToMissionRequirements`);
 * as each attempt there begins, one attempting personnel (random selection) is stored beneath it
 * (`atAttemptStart.anyPlayer`, `store-random-attempting-personnel`), counting for its owner's uniqueness only
 * (`stores.countsForUniqueness`); when a player solves the mission, their compatible personnel beneath join the
 * solving team and the rest are discarded (`stored-personnel-join-solvers`).
 *   1E rulebook › ATTEMPT A MISSION › BEGINNING A MISSION ATTEMPT; SOLVING THE MISSION; DUPLICATION AND PERSONAS;
 *   GLOSSARY › Random Selection.
 * given (Excavation — Archaeology OR CUNNING>32 — at L1 with p1's Away Team there, the incident atop it or not)
 * / when (AttemptMission, ReportForDuty) / then (where the personnel are, the mission solved or not, refusals).
 */
import { legalCommands } from '../legal';
import { ofType, scene, type PersonSpec } from '../testing/attempt-scene';
import { moved, play as run, when } from '../testing/scenario';
import type { Command, GameState } from '../types';
import { Z } from '../zones';

const attempt: Command = { type: 'AttemptMission', actor: 'p1', location: 'L1' };

function setup(team: readonly (string | PersonSpec)[], opts: { incident?: boolean; hand?: string[]; stored?: 'opponent' } = {}) {
  const built = scene({ missions: ['Excavation'], awayTeam: team, hand: ['127_007', 'Federation Outpost', ...(opts.hand ?? [])], opponentHand: [{ skills: 'MEDICAL' }] });
  const [incident, outpost, ...hand] = built.ids.hand as [string, string, ...string[]];
  const moves: [string, string][] = [[outpost, Z.space('L1')], [incident, opts.incident === false ? Z.discard('p1') : Z.atop('L1')]];
  const theirs = built.ids.opponentHand[0]!;
  let state: GameState = moved(built.state, moves);
  if (opts.stored === 'opponent') state = moved(state, [[theirs, Z.stored(incident)]]);
  return { state, incident, outpost, hand, team: built.ids.awayTeam, theirs };
}

describe('127_007 Kobayashi Maru Scenario (Computer Skill added; one attempting personnel taken beneath it at each attempt; returned to the solver)', () => {
  it('applies: one of three personnel (random) goes beneath it as the attempt begins; the other two meet Archaeology + Computer Skill; the solver’s personnel beneath rejoins the Away Team', () => {
    const { state, incident, team } = setup([{ skills: 'Archaeology' }, { skills: 'Computer Skill' }, { skills: 'Archaeology Computer Skill' }]);
    const { events, state: after } = run(state, [attempt]);
    const stored = ofType(events, 'CardStored').filter((event) => event.host === incident).map((event) => event.card);
    expect(stored).toHaveLength(1);
    expect(team).toContain(stored[0]);
    expect(ofType(events, 'RequirementChecked').find((event) => event.purpose === 'mission')?.requirement).toContain('Computer Skill (added)');
    expect(ofType(events, 'MissionSolved')).toHaveLength(1);
    for (const iid of team) expect(after.cards[iid]!.zone).toBe(Z.surface('L1'));
  });

  it('the added requirement: Archaeology alone no longer solves it; the taken personnel stays beneath', () => {
    const { state, incident, team } = setup([{ skills: 'Archaeology' }, { skills: 'Archaeology' }]);
    const { events, state: after } = run(state, [attempt]);
    expect(ofType(events, 'MissionSolved')).toEqual([]);
    expect(ofType(events, 'MissionAttemptFailed')).toHaveLength(1);
    expect(team.filter((iid) => after.cards[iid]!.zone === Z.stored(incident))).toHaveLength(1);
  });

  it('does not apply without it: nobody is taken and Archaeology alone solves the mission', () => {
    const { state, team } = setup([{ skills: 'Archaeology' }, { skills: 'Archaeology' }], { incident: false });
    const { events, state: after } = run(state, [attempt]);
    expect(ofType(events, 'CardStored')).toEqual([]);
    expect(ofType(events, 'MissionSolved')).toHaveLength(1);
    for (const iid of team) expect(after.cards[iid]!.zone).toBe(Z.surface('L1'));
  });

  it('uniqueness only: Benjamin Sisko beneath it bars another copy of him from reporting; without the incident the report is accepted', () => {
    const report = (card: string, facility: string): Command => ({ type: 'ReportForDuty', actor: 'p1', card, facility });
    const taken = setup(['112_205'], { hand: ['112_205'] });
    // As an attempt there left him (the attempt forfeits the card play, so the report is tried on a state where he already lies beneath it).
    const after = moved(taken.state, [[taken.team[0]!, Z.stored(taken.incident)]]);
    const barred = when(after, report(taken.hand[0]!, taken.outpost));
    expect('violation' in barred && barred.violation.code).toBe('NOT_UNIQUE');
    const free = setup([{ skills: 'Archaeology' }], { incident: false, hand: ['112_205'] });
    expect('violation' in when(free.state, report(free.hand[0]!, free.outpost))).toBe(false);
  });

  it('every player’s attempts: p2’s incident atop the mission takes one of p1’s attempting personnel too', () => {
    const built = scene({ missions: ['Excavation'], awayTeam: [{ skills: 'Archaeology' }, { skills: 'Archaeology' }], opponentHand: ['127_007'] });
    const theirs = built.ids.opponentHand[0]!;
    const { events, state: after } = run(moved(built.state, [[theirs, Z.atop('L1')]]), [attempt]);
    expect(ofType(events, 'CardStored').filter((event) => event.host === theirs)).toHaveLength(1);
    expect(built.ids.awayTeam.filter((iid) => after.cards[iid]!.zone === Z.stored(theirs))).toHaveLength(1);
  });

  it('plays on a mission (a PlayCard aimed at L1 is offered)', () => {
    const built = scene({ missions: ['Excavation'], hand: ['127_007'] });
    expect(legalCommands(built.state, 'p1')).toContainEqual(expect.objectContaining({ type: 'PlayCard', card: built.ids.hand[0], target: 'L1' }));
  });

  it('an opponent’s personnel beneath it is discarded when p1 solves (only the solver’s own compatible personnel join)', () => {
    const { state, incident, theirs } = setup([{ skills: 'Archaeology Computer Skill' }, { skills: 'Archaeology Computer Skill' }], { stored: 'opponent' });
    const { events, state: after } = run(state, [attempt]);
    expect(ofType(events, 'MissionSolved')).toHaveLength(1);
    expect(after.cards[theirs]!.zone).toBe(Z.discard('p2'));
    expect(Object.values(after.cards).filter((card) => card.zone === Z.stored(incident))).toEqual([]);
  });
});
