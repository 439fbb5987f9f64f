/**
 * Mirror, Mirror (more) dilemmas in the behaviour model (issue 15, later-set dilemma words of behaviour/dilemma-steps-b.ts):
 * the path where each condition is met and the path where it is not.
 *   1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS (Triggered & Targeted Effects),
 *   AUTOMATIC EFFECTS, CONDITIONAL EFFECTS ("unless", "to get past"; "Discard dilemma"); NULLIFIERS; CURES.
 * given (one dilemma under the mission, a team) / when (AttemptMission) / then (facts).
 */
import type { Card } from '@captains-log/cards';
import { person, ship } from '../../testing/attempt-scene';
import { choices, failed, ofType, verdicts } from '../../testing/dilemma-cases';
import { attemptB } from '../../testing/dilemma-cases-b';

const staffed = (): Card => ({ ...ship(), ship: { ...ship().ship!, staffing: { icons: ['Cmd', 'Stf'], alternatives: [] } } });
const officer = (code: 'Cmd' | 'Stf'): Card => ({ ...person({ skills: 'OFFICER' }), icons: [{ code, name: code, category: 'staffing' }] });

describe('Mirror, Mirror dilemmas (later-set words)', () => {
  it("122_011 Quantum Fissure: Astrophysics and Physics get past unless the opponent has a staffed, undocked, undamaged ship with two staffing icons here; the same ship without its crew does not stop you", () => {
    const crew = [{ skills: 'Astrophysics Physics' }];
    const alone = attemptB('space', '122_011', crew);
    expect([verdicts(alone.events), failed(alone.events)]).toEqual([['met', 'met'], false]);
    const watched = attemptB('space', '122_011', crew, { opponentShip: { ship: staffed(), crew: [officer('Cmd'), officer('Stf')] } });
    expect([verdicts(watched.events), failed(watched.events)]).toEqual([['met', 'unmet'], true]);
    const empty = attemptB('space', '122_011', crew, { opponentShip: { ship: staffed(), crew: [] } });
    expect(verdicts(empty.events)).toEqual(['met', 'met']);
    expect(verdicts(attemptB('space', '122_011', [{ skills: 'Physics' }]).events)).toEqual(['unmet', 'met']);
  });

  it('122_012 Royale Casino: Slots: a shown personnel with two equal printed attributes wins 5, all three equal wins 10, none equal (or nothing to show) loses 5', () => {
    const score = (hand: { i: number; c: number; s: number }[]) => attemptB('planet', '122_012', [{}], { hand });
    expect(score([{ i: 5, c: 5, s: 6 }]).state.score.p1.bonus).toBe(5);
    expect(score([{ i: 7, c: 7, s: 7 }]).state.score.p1.bonus).toBe(10);
    expect(score([{ i: 5, c: 6, s: 7 }]).state.score.p1.bonus).toBe(-5);
    expect(score([]).state.score.p1.bonus).toBe(-5);
    const two = score([{ i: 5, c: 6, s: 7 }, { i: 6, c: 6, s: 7 }]);
    expect(choices(two.events).map((c) => c.player)).toEqual(['p1']);
    expect(ofType(two.events, 'CardsShown').map((e) => e.to)).toEqual(['p2']);
    expect([two.state.score.p1.bonus, failed(two.events), verdicts(two.events)]).toEqual([-5, false, []]);
  });
});
