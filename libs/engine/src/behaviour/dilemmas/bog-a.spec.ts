/**
 * Blaze of Glory dilemmas scripted on branch dilemmas-a (issue 15): condition met and unmet; the
 * parity of a total.
 *   1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS, CONDITIONAL EFFECTS ("unless");
 *   MISCELLANEOUS RULES › RANDOM SELECTION.
 * given (one dilemma under the mission, a team) / when (AttemptMission) / then (facts).
 */
import { attemptA, moved, toDeckTop } from '../../testing/dilemma-cases-a';
import { ofType, ship } from '../../testing/attempt-scene';
import { choices, damaged, failed, stopped } from '../../testing/dilemma-cases';

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

  it('116_009 Stellar Flare: the ship is damaged and stopped unless two Navigation and Astrophysics are aboard or SHIELDS>11', () => {
    const hit = attemptA('space', '116_009', [{}]);
    expect(damaged(hit.events)).toEqual([hit.built.ids.ship]);
    expect(stopped(hit.events)).toEqual(expect.arrayContaining([hit.built.ids.ship, hit.team[0]]));
    const crew = attemptA('space', '116_009', [{ skills: 'OFFICER Navigation x2 Astrophysics' }]);
    expect([damaged(crew.events), stopped(crew.events)]).toEqual([[], []]);
    const shields = attemptA('space', '116_009', [{}], { ship: ship({ shields: 12 }) });
    expect(damaged(shields.events)).toEqual([]);
  });

  it('116_003 Chula: The Lights: the member with total attributes nearest 22 returns to hand (you break ties); CUNNING>24 must remain', () => {
    const run = attemptA('planet', '116_003', [{ i: 7, c: 7, s: 7 }, { i: 5, c: 5, s: 5 }, { i: 1, c: 20, s: 3 }]);
    expect(run.state.cards[run.team[0]!]!.zone).toBe('hand:p1');
    expect(failed(run.events)).toBe(false);
    const tie = attemptA('planet', '116_003', [{ i: 7, c: 7, s: 7 }, { i: 7, c: 9, s: 7 }, { c: 5 }], { answer: (choice) => [choice.options[1]!] });
    expect(choices(tie.events)).toEqual([expect.objectContaining({ player: 'p1', options: [tie.team[0], tie.team[1]], pick: 1 })]);
    expect(tie.state.cards[tie.team[1]!]!.zone).toBe('hand:p1');
    expect(failed(tie.events)).toBe(true);
  });

  it('116_007 Hazardous Duty: two OFFICER get past and it stays on the mission; otherwise cannot get past and it is not placed', () => {
    const ok = attemptA('planet', '116_007', [{ skills: 'OFFICER' }, { skills: 'OFFICER' }]);
    expect(failed(ok.events)).toBe(false);
    expect(ok.state.cards[ok.built.ids.seeds[0]!]!.zone).toBe('atop:L1');
    const ko = attemptA('planet', '116_007', [{ skills: 'OFFICER' }]);
    expect(failed(ko.events)).toBe(true);
    expect(ko.state.cards[ko.built.ids.seeds[0]!]!.zone).toBe('under:L1');
  });

  it('116_004 Drumhead: a crew member with INTEGRITY<5 is discarded at random (the opponent chooses while Norah Satie is in play); with none, Picard or Law gets past', () => {
    const low = attemptA('space', '116_004', [{ i: 4 }, { i: 7 }]);
    expect(ofType(low.events, 'CardLeftPlay').map((e) => [e.card, e.how])).toEqual([[low.team[0], 'discarded']]);
    expect(failed(low.events)).toBe(false);
    const satie = attemptA('space', '116_004', [{ i: 4 }, { i: 3 }], {
      opponentHand: ['Norah Satie'],
      before: (built) => [moved(built.ids.opponentHand[0]!, 'hand:p2', 'table:p2')],
    });
    expect(choices(satie.events)).toEqual([expect.objectContaining({ player: 'p2', pick: 1 })]);
    const law = attemptA('space', '116_004', [{ skills: 'OFFICER Law', i: 7 }]);
    expect(failed(law.events)).toBe(false);
    const none = attemptA('space', '116_004', [{ i: 7 }]);
    expect(failed(none.events)).toBe(true);
  });
});
