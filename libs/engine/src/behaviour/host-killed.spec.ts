/**
 * A card that lies on the opponent's personnel just played and scores when it is killed (issue 15,
 * helper voyent; behaviour/host-killed.ts): 202_010 Quite a Coincidence.
 *   1E rulebook › GETTING HURT › KILLED OR DESTROYED; THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES;
 *   MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS.
 * given (p1's Federation Outpost at L1, a personnel in p1's hand, Quite a Coincidence on a table) /
 * when (ReportForDuty, then the personnel killed or discarded) / then (where the event lies, the points).
 */
import { leavePlay } from '../attempt/leaving-play';
import { Ctx } from '../context';
import { ofType, scene } from '../testing/attempt-scene';
import { moved, play as run } from '../testing/scenario';
import type { GameState, PlayerId } from '../types';
import { Z } from '../zones';

const given = (owner: PlayerId) => {
  const built = scene({ missions: ['Excavation'], hand: ['Tasha Yar', 'Federation Outpost', ...(owner === 'p1' ? ['Quite a Coincidence'] : [])], opponentHand: owner === 'p2' ? ['Quite a Coincidence'] : [] });
  const [person, outpost, mine] = built.ids.hand as [string, string, string | undefined];
  const event = owner === 'p1' ? mine! : built.ids.opponentHand[0]!;
  return { person, outpost, event, state: moved(built.state, [[outpost, Z.space('L1')], [event, Z.table(owner)]]) };
};
const leaves = (state: GameState, iid: string, how: 'killed' | 'discarded') => {
  const ctx = new Ctx(state);
  leavePlay(ctx, iid, how, 'test');
  return ctx;
};

describe('202_010 Quite a Coincidence: on its owner’s table, placed on the opponent’s personnel just played; that personnel killed, its owner scores 10 points (once per game)', () => {
  it('applies: p1 reports Tasha Yar — p2’s event moves onto her; she is killed — p2 scores 10 and the event is discarded with her', () => {
    const { person, outpost, event, state } = given('p2');
    const reported = run(state, [{ type: 'ReportForDuty', actor: 'p1', card: person, facility: outpost }]).state;
    expect(reported.cards[event]!.zone).toBe(Z.on(person));
    const killed = leaves(reported, person, 'killed');
    expect(ofType(killed.events, 'PointsScored')).toEqual([expect.objectContaining({ player: 'p2', points: 10, source: event })]);
    expect(killed.state.cards[event]!.zone).toBe(Z.discard('p2'));
  });
  it('does not apply: the personnel discarded (not killed) scores nothing; p1’s own event stays on the table when p1 reports', () => {
    const { person, outpost, event, state } = given('p2');
    const reported = run(state, [{ type: 'ReportForDuty', actor: 'p1', card: person, facility: outpost }]).state;
    const discarded = leaves(reported, person, 'discarded');
    expect(ofType(discarded.events, 'PointsScored')).toEqual([]);
    expect(discarded.state.cards[event]!.zone).toBe(Z.discard('p2'));
    const own = given('p1');
    const mine = run(own.state, [{ type: 'ReportForDuty', actor: 'p1', card: own.person, facility: own.outpost }]).state;
    expect(mine.cards[own.event]!.zone).toBe(Z.table('p1'));
  });
  it('does not apply: once per game — with the limit already used by p2, a second kill scores nothing', () => {
    const { person, outpost, event, state } = given('p2');
    const reported = run(state, [{ type: 'ReportForDuty', actor: 'p1', card: person, facility: outpost }]).state;
    const used: GameState = { ...reported, abilityUses: { ...(reported.abilityUses ?? {}), 'p2|Quite a Coincidence#host-killed': 1 } };
    expect(ofType(leaves(used, person, 'killed').events, 'PointsScored')).toEqual([]);
    expect(leaves(used, person, 'killed').state.cards[event]!.zone).toBe(Z.discard('p2'));
  });
});
