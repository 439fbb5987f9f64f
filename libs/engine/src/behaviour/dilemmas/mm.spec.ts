/**
 * Mirror, Mirror dilemmas in the behaviour model (issue 15): the path where each condition is met and the path
 * where it is not.
 *   1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS (Triggered & Targeted Effects),
 *   AUTOMATIC EFFECTS, CONDITIONAL EFFECTS ("unless", "to get past"; "Discard dilemma"; "Mission continues").
 * given (one dilemma under the mission, a team) / when (AttemptMission) / then (facts).
 */
import {
  attempt,
  choices,
  killed,
  ofType,
  endTurn,
  failed,
  stopped,
} from '../../testing/dilemma-cases';

describe('Mirror, Mirror dilemmas', () => {
  it('122_010 Kelvan Show of Force: the opponent selects two non-androids, one of them (random) dies; only androids → no valid target', () => {
    const run = attempt('planet', '122_010', [{ ch: ['Android'] }, {}, {}, {}]);
    const [choice] = choices(run.events);
    expect(choice!.player).toBe('p2');
    expect(choice!.options).toEqual(run.team.slice(1));
    expect(killed(run.events)).toHaveLength(1);
    expect(choice!.options.slice(0, 2)).toContain(killed(run.events)[0]);
    const none = attempt('planet', '122_010', [{ ch: ['Android'] }, { ch: ['Hologram'] }]);
    expect(killed(none.events)).toEqual([]);
    expect(ofType(none.events, 'DilemmaStepResolved')[0]!.effect).toMatch(
      /picked 0|no valid target/,
    );
  });

  it('122_009 Horta: one of the team dies now and one of the turn player’s at the end of each turn there; a survivor with the cure → cured at once', () => {
    const run = attempt('planet', '122_009', [{}, {}, {}]);
    expect(ofType(run.events, 'DilemmaPlaced')).toHaveLength(1);
    expect(killed(run.events)).toHaveLength(1);
    const mine = endTurn(run.state);
    expect(killed(mine.events)).toHaveLength(1);
    // The opponent has nobody on that planet: nobody dies at the end of their turn.
    expect(killed(endTurn(mine.state).events)).toEqual([]);
    // The first death comes at once; a survivor with the cure then cures it.
    const cure = { skills: 'OFFICER Leadership x2 Mindmeld x2 Exobiology x2' };
    const cured = attempt('planet', '122_009', [cure, cure]);
    expect([killed(cured.events).length, cured.state.ongoing]).toEqual([1, {}]);
  });

  it('122_004 Chula: The Game: one with Greed and Treachery → nothing; otherwise the team stays stopped until the end of its next turn', () => {
    const ok = attempt('planet', '122_004', [{ skills: 'OFFICER Greed Treachery' }, {}]);
    expect([stopped(ok.events), failed(ok.events)]).toEqual([[], false]);
    // Greed and Treachery split between two personnel do not count.
    const ko = attempt('planet', '122_004', [
      { skills: 'OFFICER Greed' },
      { skills: 'OFFICER Treachery' },
    ]);
    expect(failed(ko.events)).toBe(true);
    const mine = endTurn(ko.state);
    expect(ko.team.map((iid) => mine.state.cards[iid]!.stopped)).toEqual([true, true]);
    const theirs = endTurn(mine.state);
    expect(ko.team.map((iid) => theirs.state.cards[iid]!.stopped)).toEqual([true, true]);
    const next = endTurn(theirs.state);
    expect(ko.team.map((iid) => next.state.cards[iid]!.stopped)).toEqual([false, false]);
  });
});
