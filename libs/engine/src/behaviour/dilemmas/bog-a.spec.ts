/**
 * Blaze of Glory dilemmas scripted on branch dilemmas-a (issue 15): condition met and unmet; the
 * parity of a total.
 *   1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS, CONDITIONAL EFFECTS ("unless");
 *   MISCELLANEOUS RULES › RANDOM SELECTION.
 * given (one dilemma under the mission, a team) / when (AttemptMission) / then (facts).
 */
import { failed, stopped } from '../../testing/dilemma-cases';
import { attemptA, toDeckTop } from '../../testing/dilemma-cases-a';

describe('Blaze of Glory dilemmas (dilemmas-a)', () => {
  it('116_008 New Essentialists: unless INTEGRITY>40 with two Honor, one random non-Borg member goes atop the draw deck', () => {
    const ko = attemptA('planet', '116_008', [{ affiliation: 'Borg' }, { i: 6 }]);
    expect(toDeckTop(ko.events)).toEqual([ko.team[1]]);
    expect(ko.state.zones['draw:p1']![0]).toBe(ko.team[1]);
    expect(failed(ko.events)).toBe(true);
    const ok = attemptA('planet', '116_008', [{ skills: 'OFFICER Honor', i: 9 }, { skills: 'OFFICER Honor', i: 9 }, { i: 9 }, { i: 9 }, { i: 9 }]);
    expect([toDeckTop(ok.events), failed(ok.events)]).toEqual([[], false]);
    const treachery = attemptA('planet', '116_008', [{ skills: 'OFFICER Treachery x2', c: 9 }, { c: 9 }, { c: 9 }, { c: 9 }, { c: 9 }]);
    expect(toDeckTop(treachery.events)).toEqual([]);
  });

  it('116_002 Chula: The Abyss: three random members with an odd CUNNING total are stopped; an even total passes', () => {
    const odd = attemptA('planet', '116_002', [{ c: 5 }, { c: 6 }, { c: 6 }]);
    expect(stopped(odd.events).sort()).toEqual([...odd.team].sort());
    const even = attemptA('planet', '116_002', [{ c: 5 }, { c: 5 }, { c: 6 }]);
    expect([stopped(even.events), failed(even.events)]).toEqual([[], false]);
  });
});
