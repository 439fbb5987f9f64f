/**
 * Mirror, Mirror (more) dilemmas in the behaviour model (issue 15, later-set dilemma words of behaviour/dilemma-steps-b.ts):
 * the path where each condition is met and the path where it is not.
 *   1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS (Triggered & Targeted Effects),
 *   AUTOMATIC EFFECTS, CONDITIONAL EFFECTS ("unless", "to get past"; "Discard dilemma"); NULLIFIERS; CURES.
 * given (one dilemma under the mission, a team) / when (AttemptMission) / then (facts).
 */
import type { Card } from '@captains-log/cards';
import { person, ship } from '../../testing/attempt-scene';
import { failed, verdicts } from '../../testing/dilemma-cases';
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
});
