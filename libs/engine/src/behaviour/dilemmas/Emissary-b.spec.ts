/**
 * Emissary (more) dilemmas in the behaviour model (issue 15, later-set dilemma words of behaviour/dilemma-steps-b.ts):
 * the path where each condition is met and the path where it is not.
 *   1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS (Triggered & Targeted Effects),
 *   AUTOMATIC EFFECTS, CONDITIONAL EFFECTS ("unless", "to get past"; "Discard dilemma"); NULLIFIERS; CURES.
 * given (one dilemma under the mission, a team) / when (AttemptMission) / then (facts).
 */
import type { Card } from '@captains-log/cards';
import { person } from '../../testing/attempt-scene';
import { choices, failed, ofType, reseeded, stopped, verdicts } from '../../testing/dilemma-cases';
import { attemptB } from '../../testing/dilemma-cases-b';

const pilot = (icon: 'Cmd' | 'Stf'): Card => ({ ...person({ skills: 'Navigation' }), icons: [{ code: icon, name: icon, category: 'staffing' }] });

describe('Emissary dilemmas (later-set words)', () => {
  it('167_010 Precision Piloting: two Navigation pilots with a staffing icon → past, one (your choice) goes on and the other is stopped; one pilot → stopped; Navigation without an icon → fails', () => {
    const two = attemptB('space', '167_010', [pilot('Cmd'), pilot('Stf'), {}]);
    const [choice] = choices(two.events);
    expect([choice!.player, choice!.options]).toEqual(['p1', [two.team[0], two.team[1]]]);
    expect([stopped(two.events), verdicts(two.events), failed(two.events)]).toEqual([[two.team[1]], ['met'], false]);
    const one = attemptB('space', '167_010', [pilot('Cmd'), {}]);
    expect([stopped(one.events), failed(one.events)]).toEqual([[one.team[0]], false]);
    const ko = attemptB('space', '167_010', [{ skills: 'Navigation' }]);
    expect([verdicts(ko.events), failed(ko.events)]).toEqual([['unmet'], true]);
  });

  it('167_006 Ferengi Locator Bomb: Computer Skill, Navigation and Physics → nothing; otherwise one random member goes beneath its owner\'s draw deck and the attempt fails', () => {
    const ok = attemptB('planet', '167_006', [{ skills: 'Computer Skill Navigation Physics' }]);
    expect([ofType(ok.events, 'CardMoved').filter((e) => e.to === 'draw:p1'), failed(ok.events)]).toEqual([[], false]);
    const ko = attemptB('planet', '167_006', [{}, {}]);
    const moved = ofType(ko.events, 'CardMoved').filter((e) => e.to === 'draw:p1');
    expect(moved).toHaveLength(1);
    expect(ko.state.zones['draw:p1']!.at(-1)).toBe(moved[0]!.card);
    expect(failed(ko.events)).toBe(true);
  });

  it('167_002 Chula: Unfortunate Roll: three members with INTEGRITY 5, 5, 6 (even) get past; 5, 5, 5 (odd) are all stopped, the attempt fails and the dilemma stays', () => {
    const even = attemptB('planet', '167_002', [{ i: 5 }, { i: 5 }, { i: 6 }]);
    expect([verdicts(even.events), stopped(even.events), failed(even.events)]).toEqual([['met'], [], false]);
    const odd = attemptB('planet', '167_002', [{ i: 5 }, { i: 5 }, { i: 5 }]);
    expect([verdicts(odd.events), [...stopped(odd.events)].sort(), failed(odd.events), reseeded(odd.events)]).toEqual([['unmet'], [...odd.team].sort(), true, true]);
  });
});
