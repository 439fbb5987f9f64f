/**
 * Borg cards finished by helper borgobj (issue 15): 124_012 Borg Nanoprobes' nullifying use.
 *   1E rulebook › ATTEMPT A MISSION › NULLIFIERS; MISCELLANEOUS RULES › "HERE" AND "PRESENT"; "ONCE PER GAME"
 *   AND SIMILAR LIMITS.
 * given (a scene: p1's Borg Away Team at L1 with the equipment, a dilemma seeded) / when (AttemptMission, scouting) /
 * then (the dilemma removed as nullified, the shared limit spent — or the dilemma's steps run).
 */
import type { Card } from '@captains-log/cards';
import { ofType, person, runAttempt, scene } from '../testing/attempt-scene';
import { accepted } from '../testing/scenario';
import type { GameState } from '../types';

const drone = (): Card => person({ affiliation: 'Borg', skills: 'ENGINEER Navigation', ch: ['Borg', 'Drone'] });

describe('124_012 Borg Nanoprobes: once each turn (the limit its assimilation shares), it nullifies a Species 8472-related dilemma where present', () => {
  function run(dilemma: string, equipment: boolean, before: (state: GameState) => GameState = (state) => state) {
    // The Borg attempt no mission: their Away Team scouts it for Assimilate Planet (behaviour/scouting.ts).
    const built = scene({ missions: ['Avert Disaster'], missionOwner: 'p2', seeds: [dilemma], awayTeam: [drone()], equipment: equipment ? ['Borg Nanoprobes'] : [], hand: ['Assimilate Planet'] });
    const objective = built.ids.hand[0]!;
    const played = accepted(before(built.state), { type: 'PlayCard', actor: 'p1', card: objective, target: 'L1' }).state;
    const { events } = runAttempt(played, { type: 'AttemptMission', actor: 'p1', location: 'L1', scout: objective });
    return { events, dilemma: built.ids.seeds[0]!, probes: built.ids.equipment[0] };
  }
  it('applies: The Weak Will Perish (a Species 8472-related dilemma) is nullified as it is encountered; the once-each-turn use is spent', () => {
    const { events, dilemma, probes } = run('The Weak Will Perish', true);
    expect(ofType(events, 'PlayNullified')).toEqual([expect.objectContaining({ card: dilemma, by: probes })]);
    expect(ofType(events, 'DilemmaRemoved').map((e) => [e.card, e.reason])).toEqual([[dilemma, 'nullified']]);
    expect(ofType(events, 'CardAbilityUsed')).toEqual([expect.objectContaining({ player: 'p1', title: 'Borg Nanoprobes (assimilate)' })]);
  });
  it('does not apply: without the Nanoprobes present, to a dilemma without the keyword (Archer), or once the limit was used this turn (an assimilation)', () => {
    expect(ofType(run('The Weak Will Perish', false).events, 'PlayNullified')).toEqual([]);
    expect(ofType(run('Archer', true).events, 'PlayNullified')).toEqual([]);
    const used = run('The Weak Will Perish', true, (state) => ({ ...state, abilityUses: { ...state.abilityUses, 'p1|Borg Nanoprobes (assimilate)': state.turn!.number } }));
    expect(ofType(used.events, 'PlayNullified')).toEqual([]);
  });
});
