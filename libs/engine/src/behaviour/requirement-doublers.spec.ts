/**
 * A card in play that doubles dilemmas' skill requirements (issue 15, responses pool:
 * behaviour/requirement-doublers.ts).
 *   1E rulebook › ATTEMPT A MISSION › CONDITIONAL EFFECTS; DILEMMAS › CURES.
 * given (an attempt scene; Shades of Gray: Brutality on p2's table, or not) / when (p1 attempts, or
 * asks whether a dilemma is curable) / then (the requirement checked, its verdict, who dies).
 */
import { curable } from '../attempt/cures';
import { evolveAll } from '../evolve';
import { ofType, scene, ship } from '../testing/attempt-scene';
import { play as run } from '../testing/scenario';
import type { GameEvent, GameState } from '../types';
import { Z } from '../zones';
import { validTargets } from './play';
import { behaviourOf } from './registry';
import type { TargetSpec } from './vocabulary';

function moves(state: GameState, list: readonly [string, string][]): GameState {
  return evolveAll(
    list.map(([card, to]) => ({ type: 'CardMoved', card, from: state.cards[card]!.zone, to, faceUp: true, reason: 'test' }) as GameEvent),
    state,
  );
}

/** p1's Away Team meets Archer with `skills` among two personnel; Brutality on p2's table when `brutality`. */
function archer(brutality: boolean, skills: [string, string]) {
  const built = scene({
    missions: ['Excavation'],
    seeds: ['Archer'],
    awayTeam: [
      { affiliation: 'Federation', skills: skills[0], i: 6, c: 6, s: 6 },
      { affiliation: 'Federation', skills: skills[1], i: 9, c: 9, s: 9 },
    ],
    opponentHand: ['149_017'],
  });
  const state = brutality ? moves(built.state, [[built.ids.opponentHand[0]!, Z.table('p2')]]) : built.state;
  return { events: run(state, [{ type: 'AttemptMission', actor: 'p1', location: 'L1' }]).events, ids: built.ids };
}

const conditions = (events: GameEvent[]) => ofType(events, 'RequirementChecked').filter((event) => event.purpose === 'condition');

describe('149_017 Shades of Gray: Brutality (doubles the skill requirements of five dilemmas)', () => {
  it('without it, SECURITY + MEDICAL gets past Archer: no one dies', () => {
    const { events } = archer(false, ['SECURITY', 'MEDICAL']);
    expect(conditions(events)).toEqual([expect.objectContaining({ requirement: 'SECURITY + MEDICAL', verdict: 'met' })]);
    expect(ofType(events, 'CardLeftPlay')).toEqual([]);
  });

  it('with it in play, Archer needs SECURITY x2 + MEDICAL x2: one of each is not enough (the strongest dies); two of each is', () => {
    const { events, ids } = archer(true, ['SECURITY', 'MEDICAL']);
    expect(conditions(events)).toEqual([expect.objectContaining({ requirement: 'SECURITY + MEDICAL (skills doubled)', verdict: 'unmet' })]);
    expect(ofType(events, 'CardLeftPlay')).toEqual([expect.objectContaining({ card: ids.awayTeam[1], how: 'killed' })]);
    const enough = archer(true, ['SECURITY x2 MEDICAL', 'MEDICAL']);
    expect(conditions(enough.events)).toEqual([expect.objectContaining({ verdict: 'met' })]);
    expect(ofType(enough.events, 'CardLeftPlay')).toEqual([]);
  });

  it('a dilemma it does not name keeps its requirement (Chalnoth); Kevin Uxbridge may not target it (another event he may)', () => {
    const built = scene({ missions: ['Excavation'], seeds: ['Chalnoth'], awayTeam: [{ affiliation: 'Federation', skills: 'SECURITY x3', i: 6, c: 6, s: 6 }], opponentHand: ['149_017', 'Kivas Fajo - Collector'], hand: ['Kevin Uxbridge'] });
    const [brutality, other] = built.ids.opponentHand as [string, string];
    const state = moves(built.state, [[brutality, Z.table('p2')], [other, Z.table('p2')]]);
    expect(validTargets(state, 'p1', behaviourOf(state.cards[built.ids.hand[0]!]!.blueprint)!.targets as TargetSpec, built.ids.hand[0])).toEqual([other]);
    const events = run(state, [{ type: 'AttemptMission', actor: 'p1', location: 'L1' }]).events;
    expect(conditions(events)).toEqual([expect.objectContaining({ requirement: 'SECURITY x3 OR STRENGTH>40', verdict: 'met' })]);
  });

  it('Tsiolkovsky Infection: three MEDICAL cure it at once without Brutality; with it, six are needed (not cured, and not curable later)', () => {
    const infect = (brutality: boolean) => {
      const medics = [1, 2, 3].map(() => ({ affiliation: 'Federation', skills: 'MEDICAL Biology', i: 6, c: 6, s: 6 }));
      const built = scene({ missions: ['Study Stellar Collision'], seeds: ['Tsiolkovsky Infection'], ship: ship(), crew: medics, opponentHand: ['149_017'] });
      const state = brutality ? moves(built.state, [[built.ids.opponentHand[0]!, Z.table('p2')]]) : built.state;
      return { after: run(state, [{ type: 'AttemptMission', actor: 'p1', location: 'L1', ship: built.ids.ship! }]), dilemma: built.ids.seeds[0]! };
    };
    const plain = infect(false);
    expect(ofType(plain.after.events, 'RequirementChecked').filter((event) => event.purpose === 'cure')).toEqual([expect.objectContaining({ requirement: 'MEDICAL x3', verdict: 'met' })]);
    const doubled = infect(true);
    expect(ofType(doubled.after.events, 'RequirementChecked').filter((event) => event.purpose === 'cure')).toEqual([expect.objectContaining({ requirement: 'MEDICAL x3 (skills doubled)', verdict: 'unmet' })]);
    expect(doubled.after.state.ongoing[doubled.dilemma]).toBeDefined();
    expect(curable(doubled.after.state, doubled.dilemma, 'p1')).toBe(false);
  });
});
