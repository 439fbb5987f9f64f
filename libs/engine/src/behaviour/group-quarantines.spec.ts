/**
 * 122_024 Blood Screening: the group it screens (issue 15, helper partials; behaviour/group-quarantines.ts, card field
 * `quarantinesHostGroup`): while it lies on an infiltrating shape-shifter, that crew or Away Team is quarantined (none may
 * leave) and may not pool skills (a requirement is met only by one of them alone).
 *   1E rulebook › QUARANTINED; 1E current rulings › pooling skills ("two or more personnel combining their skills together
 *   for a dilemma, mission, etc."); MISCELLANEOUS RULES › "HERE" AND "PRESENT".
 * given (L1, Excavation (Archaeology OR CUNNING>32): p1's Away Team of two Federation personnel of CUNNING 20 (and a third of CUNNING 5 with both OFFICER and SCIENCE) on the planet, p2's Leyton
 * Founder infiltrating it, Blood Screening in p1's hand) / when (Blood Screening played on her; the team moves; requirements
 * checked; the mission attempted) / then (moves refused, requirements met or not, the mission solved or not).
 */
import { meetGroup, requirement } from '../attempt/requirements';
import { battleScene, type Placed } from '../testing/battle-scene';
import { ofType } from '../testing/attempt-scene';
import { play } from '../testing/scenario';
import { checkMovers } from '../play';
import { RULES } from '../rules';
import type { Command } from '../types';
import { Z } from '../zones';

describe('122_024 Blood Screening: the screened crew or Away Team is quarantined and may not pool skills', () => {
  const cards: Placed[] = [
    { label: 'kf', owner: 'p2', at: 'surface', card: 'Leyton Founder' },
    { label: 'b1', owner: 'p1', at: 'surface', card: { skills: 'OFFICER', c: 20, affiliation: 'Federation' } },
    { label: 'b2', owner: 'p1', at: 'surface', card: { skills: 'SCIENCE', c: 20, affiliation: 'Federation' } },
    { label: 'b3', owner: 'p1', at: 'surface', card: { skills: 'OFFICER SCIENCE', c: 5, affiliation: 'Federation' } },
    { label: 'bs', owner: 'p1', at: 'hand', card: 'Blood Screening' },
  ];
  /** Leyton Founder infiltrates p1's Away Team; `screened`: p1 plays Blood Screening on her. */
  function given(screened: boolean) {
    const { state, id } = battleScene(cards);
    let after = play(state, [{ type: 'Infiltrate', actor: 'p2', card: id('kf'), to: Z.surface('L1') } as Command]).state;
    if (screened) after = play(after, [{ type: 'PlayCard', actor: 'p1', card: id('bs'), target: id('kf') }]).state;
    return { state: after, id };
  }

  it('applies: none of the Away Team may leave the planet; a requirement two of them meet together is unmet, one met by one alone still met', () => {
    const { state, id } = given(true);
    expect(state.cards[id('bs')]!.zone).toBe(Z.on(id('kf')));
    expect(checkMovers(state, 'p1', [id('b1')], RULES.cardEffects)?.code).toBe('QUARANTINED');
    const team = [id('b1'), id('b2')];
    expect(meetGroup(state, requirement('OFFICER + SCIENCE'), team).verdict).toBe('unmet');
    expect(meetGroup(state, requirement('OFFICER + SCIENCE'), [...team, id('b3')])).toMatchObject({ verdict: 'met', group: [id('b3')] });
    expect(meetGroup(state, requirement('CUNNING>32'), team).verdict).toBe('unmet');
  });

  it('applies: the attempt at Excavation fails (CUNNING 40 only pooled)', () => {
    const { state } = given(true);
    const attempted = play(state, [{ type: 'AttemptMission', actor: 'p1', location: 'L1' }]);
    expect(ofType(attempted.events, 'MissionSolved')).toHaveLength(0);
    expect(ofType(attempted.events, 'MissionAttemptFailed')).toHaveLength(1);
  });

  it('does not apply: without Blood Screening on the infiltrator the team may leave and pools its skills (the mission is solved)', () => {
    const { state, id } = given(false);
    expect(checkMovers(state, 'p1', [id('b1')], RULES.cardEffects)?.code).not.toBe('QUARANTINED');
    expect(meetGroup(state, requirement('OFFICER + SCIENCE'), [id('b1'), id('b2')]).verdict).toBe('met');
    const attempted = play(state, [{ type: 'AttemptMission', actor: 'p1', location: 'L1' }]);
    expect(ofType(attempted.events, 'MissionSolved')).toHaveLength(1);
  });
});
