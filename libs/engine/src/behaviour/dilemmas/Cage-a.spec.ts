/**
 * The Cage dilemmas scripted on branch dilemmas-a (issue 15): the opponent's choice among the most
 * cunning or most treacherous; a crippling placed only after getting past; a pair that runs off,
 * its nullifier.
 *   1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS, CONDITIONAL EFFECTS, NULLIFIERS;
 *   GETTING HURT › RELOCATED; MISCELLANEOUS RULES › TIES.
 * given (one dilemma under the mission, a team) / when (AttemptMission) / then (facts).
 */
import { memberOf } from '../../attempt/requirements';
import { ofType } from '../../testing/attempt-scene';
import { choices, failed, killed, removed } from '../../testing/dilemma-cases';
import { attemptA, placed, relocated } from '../../testing/dilemma-cases-a';

describe('The Cage dilemmas (dilemmas-a)', () => {
  it('212_007 Misinterpreted History: the opponent kills the most cunning or the most treacherous; Law and Archaeology get past', () => {
    const ko = attemptA('planet', '212_007', [{ c: 9 }, { skills: 'OFFICER Treachery', c: 5 }, { c: 5 }]);
    expect(choices(ko.events)).toEqual([expect.objectContaining({ player: 'p2', options: [ko.team[0], ko.team[1]], pick: 1 })]);
    expect(killed(ko.events)).toEqual([ko.team[0]]);
    expect(failed(ko.events)).toBe(true);
    const ok = attemptA('planet', '212_007', [{ c: 9 }, { skills: 'SCIENCE Law Archaeology', c: 5 }]);
    expect(choices(ok.events)).toEqual([]);
    expect(killed(ok.events)).toEqual([ok.team[0]]);
    expect(failed(ok.events)).toBe(false);
  });

  it('212_003 Crippling Injury: two OFFICER get past, then the opponent cripples a unique leader (no skills, STRENGTH 0); otherwise cannot get past', () => {
    const ok = attemptA('planet', '212_003', [{ skills: 'OFFICER Leadership Navigation', s: 6, universal: false }, { skills: 'OFFICER' }]);
    expect(failed(ok.events)).toBe(false);
    const host = ok.team[0]!;
    expect(placed(ok.events)).toEqual([`on:${host}`]);
    expect(memberOf(ok.state, host)).toEqual(expect.objectContaining({ strength: 0, skills: [] }));
    expect(memberOf(ok.state, ok.team[1]!).strength).toBe(5);
    const ko = attemptA('planet', '212_003', [{ skills: 'OFFICER Leadership', universal: false }, { skills: 'SCIENCE' }]);
    expect([placed(ko.events), failed(ko.events)]).toEqual([[], true]);
  });

  it('212_009 Primal Urges: a male and a female run off to the furthest planet; without a pair cannot get past; two ANIMAL nullify it', () => {
    const pair = attemptA('planet', '212_009', [{ ch: ['Male'] }, { ch: ['Female'] }, {}]);
    expect(relocated(pair.events).sort()).toEqual([pair.team[0], pair.team[1]].sort());
    expect(pair.state.cards[pair.team[0]!]!.zone).toBe('surface:L2');
    expect(failed(pair.events)).toBe(false);
    const alone = attemptA('planet', '212_009', [{ ch: ['Male'] }, {}]);
    expect([relocated(alone.events), failed(alone.events)]).toEqual([[], true]);
    const animals = attemptA('planet', '212_009', [{ skills: 'ANIMAL', ch: ['Male'] }, { skills: 'ANIMAL', ch: ['Female'] }]);
    expect([relocated(animals.events), removed(animals.events)]).toEqual([[], ['nullified']]);
  });

  it('212_011 Thasian Powers: you choose how many cards to discard, then which; CUNNING must exceed 40 + 5 per card left in hand', () => {
    const team = Array.from({ length: 5 }, () => ({ c: 9 }));
    const keep = attemptA('planet', '212_011', team, { hand: [{}, {}] });
    expect(choices(keep.events)).toEqual([expect.objectContaining({ player: 'p1', options: ['0', '1', '2'], pick: 1 })]);
    expect(failed(keep.events)).toBe(true);
    const one = attemptA('planet', '212_011', team, { hand: [{}, {}], answer: (choice) => (choice.options[0] === '0' ? ['1'] : [choice.options[1]!]) });
    expect(ofType(one.events, 'CardMoved').filter((e) => e.to === 'discard:p1').map((e) => e.card)).toEqual([one.built.ids.hand[1]]);
    expect(failed(one.events)).toBe(true);
    const all = attemptA('planet', '212_011', team, { hand: [{}, {}], answer: (choice) => (choice.options[0] === '0' ? ['2'] : []) });
    expect(ofType(all.events, 'CardMoved').filter((e) => e.to === 'discard:p1')).toHaveLength(2);
    expect(failed(all.events)).toBe(false);
  });
});
