/**
 * Issue 15 (lead): 223_010 Painstik — as it reports its player names a skill (choice pool `regular-skills`, fate
 * `select-option`); their Klingon personnel present with that skill are STRENGTH +2, opposing personnel present
 * without it STRENGTH -1 (holder `selectedSkill`, modifiers-personnel.ts).
 *   1E rulebook › THE CARDS › EQUIPMENT; USING SKILLS › List of Regular Skills; MISCELLANEOUS RULES › THE CUMULATIVE RULE.
 * given (p1's Klingon outpost at L1 with two Klingons aboard, one with Honor; two of p2's personnel aboard, one with
 * Honor) / when (ReportForDuty, then MakeChoice: the skill) / then (STRENGTH as memberOf reads it).
 */
import { memberOf } from '../attempt/requirements';
import { legalCommands } from '../legal';
import { battleScene } from '../testing/battle-scene';
import { play } from '../testing/scenario';
import type { GameState } from '../types';

function scene() {
  return battleScene([
    { label: 'outpost', owner: 'p1', at: 'space', card: 'Klingon Outpost' },
    { label: 'honour', owner: 'p1', at: { aboard: 'outpost' }, card: { skills: 'OFFICER Honor', s: 6, affiliation: 'Klingon' } },
    { label: 'plain', owner: 'p1', at: { aboard: 'outpost' }, card: { skills: 'ENGINEER', s: 6, affiliation: 'Klingon' } },
    { label: 'rival', owner: 'p2', at: { aboard: 'outpost' }, card: { skills: 'SECURITY Honor', s: 5, affiliation: 'Romulan' } },
    { label: 'spy', owner: 'p2', at: { aboard: 'outpost' }, card: { skills: 'SCIENCE', s: 5, affiliation: 'Romulan' } },
    { label: 'stik', owner: 'p1', at: 'hand', card: 'Painstik' },
  ]);
}
const strength = (state: GameState, iid: string) => memberOf(state, iid).strength;

describe('223_010 Painstik (name a skill as it reports: your Klingons present with it STRENGTH +2, opposing personnel present without it -1)', () => {
  it('applies: reported aboard, Honor named — the Klingon with Honor is 8, the other 6; the opposing personnel without Honor 4, with it 5', () => {
    const { state, id } = scene();
    const reported = play(state, [{ type: 'ReportForDuty', actor: 'p1', card: id('stik'), facility: id('outpost') }]).state;
    // The naming waits for p1 at once: every regular skill is an option.
    expect(reported.pendingChoice?.player).toBe('p1');
    expect(reported.pendingChoice?.options).toEqual(expect.arrayContaining(['Honor', 'Biology', 'Treachery']));
    expect(legalCommands(reported, 'p1')).toContainEqual({ type: 'MakeChoice', actor: 'p1', chosen: ['Honor'] });
    const named = play(reported, [{ type: 'MakeChoice', actor: 'p1', chosen: ['Honor'] }]).state;
    expect(named.selected?.[id('stik')]).toBe('Honor');
    expect([strength(named, id('honour')), strength(named, id('plain')), strength(named, id('spy')), strength(named, id('rival'))]).toEqual([8, 6, 4, 5]);
  });

  it('does not apply: before a skill is named, and in hand, it changes no one', () => {
    const { state, id } = scene();
    expect([strength(state, id('honour')), strength(state, id('spy'))]).toEqual([6, 5]);
    const reported = play(state, [{ type: 'ReportForDuty', actor: 'p1', card: id('stik'), facility: id('outpost') }]).state;
    expect([strength(reported, id('honour')), strength(reported, id('plain')), strength(reported, id('spy'))]).toEqual([6, 6, 5]);
  });
});
