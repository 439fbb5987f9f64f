/**
 * The Trouble with Tribbles (more) dilemmas in the behaviour model (issue 15, later-set dilemma words of behaviour/dilemma-steps-b.ts):
 * the path where each condition is met and the path where it is not.
 *   1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS (Triggered & Targeted Effects),
 *   AUTOMATIC EFFECTS, CONDITIONAL EFFECTS ("unless", "to get past"; "Discard dilemma"); NULLIFIERS; CURES.
 * given (one dilemma under the mission, a team) / when (AttemptMission) / then (facts).
 */
import { realCard, ship } from '../../testing/attempt-scene';
import { choices, failed, removed, stopped, verdicts } from '../../testing/dilemma-cases';
import { attemptB } from '../../testing/dilemma-cases-b';

describe('twt dilemmas (later-set words)', () => {
  it("119_009 Q Gets the Point: two Treachery get past; with the opponent's Guinan in play one of them is stopped (their choice); a Guinan with the team nullifies it", () => {
    const ok = attemptB('planet', '119_009', [{ skills: 'Treachery' }, { skills: 'Treachery' }]);
    expect([verdicts(ok.events), stopped(ok.events), failed(ok.events)]).toEqual([['unmet', 'met'], [], false]);
    const watched = attemptB('planet', '119_009', [{ skills: 'Treachery' }, { skills: 'Treachery' }], { opponentShip: { ship: ship(), crew: [realCard('Guinan')] } });
    expect(choices(watched.events).map((c) => c.player)).toEqual(['p2']);
    expect([stopped(watched.events), failed(watched.events)]).toEqual([[watched.team[0]], false]);
    const nullified = attemptB('planet', '119_009', [realCard('Guinan'), {}]);
    expect([removed(nullified.events), stopped(nullified.events)]).toEqual([['nullified'], []]);
    const ko = attemptB('planet', '119_009', [{ skills: 'Treachery' }]);
    expect([verdicts(ko.events).at(-1), failed(ko.events)]).toEqual(['unmet', true]);
  });
});
