/**
 * Holiday Favorites 2 (HF2) dilemmas in the behaviour model (issue 15, later-set dilemma words of behaviour/dilemma-steps-b.ts):
 * the path where each condition is met and the path where it is not.
 *   1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS (Triggered & Targeted Effects),
 *   AUTOMATIC EFFECTS, CONDITIONAL EFFECTS ("unless", "to get past"; "Discard dilemma"); NULLIFIERS; CURES.
 * given (one dilemma under the mission, a team) / when (AttemptMission) / then (facts).
 */
import { failed, ofType } from '../../testing/dilemma-cases';
import { attemptB } from '../../testing/dilemma-cases-b';
import { ship } from '../../testing/attempt-scene';

describe('HF2 dilemmas', () => {
  it('152_007 Fractured Time: of eleven members nine random go on and two are placed out of play; nine or fewer: nobody leaves', () => {
    const big = attemptB('planet', '152_007', Array.from({ length: 11 }, () => ({})));
    const out = ofType(big.events, 'CardMoved').filter((e) => e.to === 'out:p1');
    expect(out).toHaveLength(2);
    expect(out.every((e) => big.state.cards[e.card]!.zone === 'out:p1')).toBe(true);
    const small = attemptB('planet', '152_007', Array.from({ length: 9 }, () => ({})));
    expect(ofType(small.events, 'CardMoved').filter((e) => e.to === 'out:p1')).toEqual([]);
  });

  it('152_001 Cardassian Processing: Law, SECURITY and STRENGTH>40 → nobody taken; otherwise one random member is captured (held by the dilemma’s owner) and the attempt fails', () => {
    const ok = attemptB('planet', '152_001', [{ skills: 'Law SECURITY', s: 41 }]);
    expect([ofType(ok.events, 'PersonnelCaptured'), failed(ok.events)]).toEqual([[], false]);
    const ko = attemptB('planet', '152_001', [{}, {}]);
    expect(ofType(ko.events, 'PersonnelCaptured')).toHaveLength(1);
    expect(failed(ko.events)).toBe(true);
  });

  it('152_008 Gomtuu Shock Wave: two Diplomacy with INTEGRITY>32 → nothing; otherwise every undocked ship here (yours and the opponent’s) is damaged and pushed one location toward the far end', () => {
    const calm = attemptB('space', '152_008', [{ skills: 'Diplomacy x2', i: 33 }]);
    expect([ofType(calm.events, 'ShipDamaged'), failed(calm.events)]).toEqual([[], false]);
    const wave = attemptB('space', '152_008', [{}], { opponentShip: { ship: ship(), crew: [] } });
    const mine = wave.built.ids.ship!;
    const theirs = wave.built.ids.opponentHand[0]!;
    expect(ofType(wave.events, 'ShipDamaged').map((e) => e.ship)).toEqual([mine, theirs]);
    expect([wave.state.cards[mine]!.zone, wave.state.cards[theirs]!.zone, failed(wave.events)]).toEqual(['space:L2', 'space:L2', true]);
  });
});
