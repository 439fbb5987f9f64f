/**
 * Coming of Age (virtual) Nagilum dilemmas in the behaviour model (issue 15, later-set dilemma words of behaviour/dilemma-steps-b.ts):
 * the path where each condition is met and the path where it is not.
 *   1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS (Triggered & Targeted Effects),
 *   AUTOMATIC EFFECTS, CONDITIONAL EFFECTS ("unless", "to get past"; "Discard dilemma"); NULLIFIERS; CURES.
 * given (one dilemma under the mission, a team) / when (AttemptMission) / then (facts).
 */
import { attempt, endTurn, failed, killed, removed } from '../../testing/dilemma-cases';

describe('comingofag dilemmas', () => {
  it('204_001 Nagilum: Test Subjects: on the ship one random crew member dies now; cured at once by two SCIENCE, Diplomacy and Physics among the rest, otherwise one more dies at the next turn start', () => {
    const cured = attempt('space', '204_001', [{ skills: 'SCIENCE x2 Diplomacy Physics' }, { skills: 'SCIENCE x2 Diplomacy Physics' }]);
    expect(killed(cured.events)).toHaveLength(1);
    expect([cured.state.ongoing[cured.built.ids.seeds[0]!], removed(cured.events), failed(cured.events)]).toEqual([undefined, ['cured'], false]);
    const ko = attempt('space', '204_001', [{}, {}, {}]);
    expect(killed(ko.events)).toHaveLength(1);
    expect(ko.state.ongoing[ko.built.ids.seeds[0]!]?.on).toBe('ship');
    expect(killed(endTurn(ko.state).events)).toHaveLength(1);
  });
});
