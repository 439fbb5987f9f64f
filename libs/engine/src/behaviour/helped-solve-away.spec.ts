/**
 * Issue 15 (helper roa): a card on a personnel who helps solve a mission in another quadrant (helped-solve-away.ts):
 * 75th Rule of Acquisition. 1E rulebook › SOLVING THE MISSION; QUADRANTS; DOWNLOADING; WINNING THE GAME.
 */
import type { Card } from '@captains-log/cards';
import { requirement } from '../attempt/requirements';
import { ofType, person, realCard, scene } from '../testing/attempt-scene';
import { play as run, refused } from '../testing/scenario';
import type { GameState } from '../types';
import { Z } from '../zones';

/** A Gamma Quadrant native ([GQ]). */
const withIcons = (card: Card, codes: readonly string[]): Card => ({ ...card, icons: [...card.icons, ...codes.map((code) => ({ code, name: code, category: 'test' }))] as Card['icons'] });

describe('117_029 75th Rule of Acquisition: on your Acquisition personnel in its native quadrant; when it helps solve a mission in another quadrant, up to five Latinum there or 10 bonus points', () => {
  const base = realCard('Excavation');
  const mission: Card = { ...base, id: 't_75_mission', title: 'Test market planet', mission: { ...base.mission!, requirementText: 'Acquisition', requirements: requirement('Acquisition') } };
  const given = () => {
    const built = scene({
      missions: [mission],
      awayTeam: [person({ affiliation: 'Federation', skills: 'OFFICER Acquisition' }), withIcons(person({ affiliation: 'Federation', skills: 'OFFICER Acquisition' }), ['GQ'])],
      hand: ['75th Rule of Acquisition'],
      drawTop: ['Gold-Pressed Latinum', 'Gold-Pressed Latinum'],
    });
    const [trader, gammaTrader] = built.ids.awayTeam as [string, string];
    const card = built.ids.hand[0]!;
    const placed = run(built.state, [{ type: 'PlayCard', actor: 'p1', card, target: trader }]).state;
    return { state: placed, card, trader, gammaTrader, latinum: built.ids.deck.slice(0, 2), fresh: built.state };
  };
  /** The team now stands at a mission of another quadrant (the test moves the location, not the team). */
  const inGamma = (state: GameState): GameState => ({ ...state, locations: { ...state.locations, L1: { ...state.locations['L1']!, quadrant: 'Gamma' } } });
  const attempt = { type: 'AttemptMission' as const, actor: 'p1' as const, location: 'L1' };

  it('applies: its Alpha Quadrant trader helps solve a Gamma Quadrant mission — p1 downloads both Latinum there; picking none scores 10 bonus points; the event is discarded', () => {
    const { state, card, trader, latinum } = given();
    expect(state.cards[card]!.zone).toBe(Z.on(trader));
    const solved = run(inGamma(state), [attempt]);
    expect(ofType(solved.events, 'MissionSolved')).toHaveLength(1);
    expect(solved.state.pendingChoice).toMatchObject({ player: 'p1', source: card, options: latinum, max: 2 });
    const picked = run(solved.state, [{ type: 'MakeChoice', actor: 'p1', chosen: latinum }]);
    expect(latinum.map((iid) => picked.state.cards[iid]!.zone)).toEqual([Z.surface('L1'), Z.surface('L1')]);
    expect([picked.state.cards[card]!.zone, picked.state.score.p1.bonus]).toEqual([Z.discard('p1'), 0]);
    const scored = run(solved.state, [{ type: 'MakeChoice', actor: 'p1', chosen: [] }]);
    expect([scored.state.cards[card]!.zone, scored.state.score.p1.bonus]).toEqual([Z.discard('p1'), 10]);
  });

  it('does not apply: a mission solved in its native quadrant — no choice, the event stays; it may not be played on a personnel away from its native quadrant', () => {
    const { state, card, trader, gammaTrader, fresh } = given();
    const solved = run(state, [attempt]);
    expect([solved.state.pendingChoice ?? null, solved.state.cards[card]!.zone, solved.state.score.p1.bonus]).toEqual([null, Z.on(trader), 0]);
    expect(refused(fresh, { type: 'PlayCard', actor: 'p1', card, target: gammaTrader })).toBe('INVALID_TARGET');
  });
});
