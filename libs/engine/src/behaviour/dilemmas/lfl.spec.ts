/**
 * Life From Lava (lfl) dilemmas in the behaviour model (issue 15, later-set dilemma words of behaviour/dilemma-steps-b.ts):
 * the path where each condition is met and the path where it is not.
 *   1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS (Triggered & Targeted Effects),
 *   AUTOMATIC EFFECTS, CONDITIONAL EFFECTS ("unless", "to get past"; "Discard dilemma"); NULLIFIERS; CURES.
 * given (one dilemma under the mission, a team) / when (AttemptMission) / then (facts).
 */
import { attempt, failed, ofType, randomPicks, stopped, verdicts } from '../../testing/dilemma-cases';
import { attemptB } from '../../testing/dilemma-cases-b';
import { checkAttemptTeam } from '../../attempt/beginning';
import { evolveAll } from '../../evolve';

describe('lfl dilemmas', () => {
  it('138_010 Vastly Outnumbered: STRENGTH>55 costs 5 points; two hand weapons get past; INTEGRITY>28 is not enough at a Delta Quadrant mission', () => {
    const ok = attemptB('space', '138_010', [{ s: 30 }, { s: 30 }], { equipment: ['Starfleet Type II Phaser', 'Klingon Disruptor'] });
    expect([ok.state.score.p1.points, verdicts(ok.events), failed(ok.events)]).toEqual([-5, ['met', 'met'], false]);
    const alpha = attemptB('space', '138_010', [{ i: 10 }, { i: 10 }, { i: 9 }]);
    expect([alpha.state.score.p1.points, verdicts(alpha.events), failed(alpha.events)]).toEqual([0, ['unmet', 'met'], false]);
    const delta = attemptB('space', '138_010', [{ i: 10 }, { i: 10 }, { i: 9 }], { quadrant: 'Delta' });
    expect([verdicts(delta.events), failed(delta.events)]).toEqual([['unmet', 'unmet'], true]);
  });

  it('138_003 Displaced: one random crew member goes to the nearest planet; CUNNING>30 of the rest gets past, not at a Delta Quadrant mission', () => {
    const ok = attemptB('space', '138_003', [{ c: 31 }, { c: 31 }]);
    expect(ofType(ok.events, 'CardMoved').filter((e) => e.to === 'surface:L2')).toHaveLength(1);
    expect([verdicts(ok.events), failed(ok.events)]).toEqual([['met'], false]);
    const delta = attemptB('space', '138_003', [{ c: 31 }, { c: 31 }], { quadrant: 'Delta' });
    expect([verdicts(delta.events), failed(delta.events)]).toEqual([['unmet'], true]);
  });

  it('138_005 Important Guests: a V.I.P. gets past and stops one random OFFICER or SECURITY; with no V.I.P. or CIVILIAN the attempt fails and nobody is picked', () => {
    const ok = attempt('planet', '138_005', [{ skills: 'V.I.P.' }, { skills: 'OFFICER' }, { skills: 'SECURITY' }, { skills: 'MEDICAL' }]);
    const picked = randomPicks(ok.events);
    expect(picked).toHaveLength(1);
    expect([ok.team[1], ok.team[2]]).toContain(picked[0]![0]);
    expect([stopped(ok.events), failed(ok.events)]).toEqual([picked[0], false]);
    const ko = attempt('planet', '138_005', [{ skills: 'OFFICER' }, { skills: 'SECURITY' }]);
    expect([verdicts(ko.events), randomPicks(ko.events), failed(ko.events)]).toEqual([['unmet'], [], true]);
  });

  it('138_008 Skeleton Crew: placed on the mission; the same player may not begin another attempt there with fewer than six personnel, six are enough', () => {
    const small = attemptB('planet', '138_008', [{}, {}]);
    expect(small.state.ongoing[small.built.ids.seeds[0]!]?.on).toBe('mission');
    const again = evolveAll([{ type: 'StoppedCardsRestored', cards: small.team }], small.state);
    expect(checkAttemptTeam(again, { type: 'AttemptMission', actor: 'p1', location: 'L1' })?.code).toBe('TEAM_TOO_SMALL');
    const six = attemptB('planet', '138_008', Array.from({ length: 6 }, () => ({})));
    const ready = evolveAll([{ type: 'StoppedCardsRestored', cards: six.team }], six.state);
    expect(checkAttemptTeam(ready, { type: 'AttemptMission', actor: 'p1', location: 'L1' })).toBeNull();
  });
});
