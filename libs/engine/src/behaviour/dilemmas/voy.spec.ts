/**
 * Voyager dilemmas in the behaviour model (issue 15): the path where each condition is met and the path
 * where it is not.
 *   1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS (Triggered & Targeted Effects),
 *   AUTOMATIC EFFECTS, CONDITIONAL EFFECTS ("unless", "to get past"; "Discard dilemma"; "Mission continues").
 * given (one dilemma under the mission, a team) / when (AttemptMission) / then (facts).
 */
import {
  attempt,
  failed,
  killed,
  removed,
  verdicts,
  reseeded,
  endTurn,
  damaged,
} from '../../testing/dilemma-cases';

describe('Voyager dilemmas', () => {
  it('123_027 Trabe Grenade: the random SECURITY/Leadership member survives with CUNNING>8, dies otherwise; the mission goes on', () => {
    const ok = attempt('planet', '123_027', [{ skills: 'SECURITY', c: 9 }, { skills: 'OFFICER' }]);
    expect([killed(ok.events), verdicts(ok.events)]).toEqual([[], ['met']]);
    const ko = attempt('planet', '123_027', [{ skills: 'SECURITY', c: 8 }, { skills: 'OFFICER' }]);
    expect(killed(ko.events)).toEqual([ko.team[0]]);
    expect([failed(ko.events), removed(ko.events)]).toEqual([false, ['failed']]);
    const none = attempt('planet', '123_027', [{ skills: 'OFFICER' }]);
    expect(killed(none.events)).toEqual([]);
  });

  it('123_028 Twisted: half the team (rounded up) each with CUNNING>7 → past; fewer → the attempt fails', () => {
    const ok = attempt('planet', '123_028', [{ c: 8 }, { c: 8 }, { c: 5 }]);
    expect([verdicts(ok.events), failed(ok.events)]).toEqual([['met'], false]);
    const ko = attempt('planet', '123_028', [{ c: 8 }, { c: 5 }, { c: 5 }]);
    expect([verdicts(ko.events), failed(ko.events)]).toEqual([['unmet'], true]);
  });

  it('123_015 Kazon Bomb: two SECURITY with a tricorder → nobody dies; otherwise the printed-weak die (a phaser does not save them); discarded', () => {
    const ok = attempt('planet', '123_015', [{ skills: 'SECURITY x2', s: 6 }], {
      equipment: ['Tricorder'],
    });
    expect([killed(ok.events), failed(ok.events)]).toEqual([[], false]);
    const ko = attempt('planet', '123_015', [{ skills: 'SECURITY', s: 6 }, { s: 7 }], {
      equipment: ['Starfleet Type II Phaser'],
    });
    expect(killed(ko.events)).toEqual([ko.team[0]]);
    expect([failed(ko.events), reseeded(ko.events)]).toEqual([true, false]);
  });

  it('123_025 The Cloud: two each of MEDICAL, ENGINEER, Astrophysics → nothing; otherwise the ship is damaged and stopped until the end of your next turn', () => {
    const ok = attempt('space', '123_025', [
      { skills: 'MEDICAL x2' },
      { skills: 'ENGINEER x2' },
      { skills: 'SCIENCE Astrophysics x2' },
    ]);
    expect([damaged(ok.events), failed(ok.events)]).toEqual([[], false]);
    const ko = attempt('space', '123_025', [{ skills: 'MEDICAL x2' }, { skills: 'ENGINEER x2' }]);
    const ship = ko.built.ids.ship!;
    expect([damaged(ko.events), failed(ko.events), reseeded(ko.events)]).toEqual([
      [ship],
      true,
      false,
    ]);
    const afterMine = endTurn(ko.state).state;
    expect([afterMine.cards[ship]!.stopped, afterMine.cards[ko.team[0]!]!.stopped]).toEqual([
      true,
      false,
    ]);
    expect(endTurn(endTurn(afterMine).state).state.cards[ship]!.stopped).toBe(false);
  });
});
