/**
 * Issue 15 (helper ferengi): Rules of Acquisition that react to a Ferengi killed aboard (when-personnel-killed.ts ›
 * aboardHost, byOpponentDilemma). 1E rulebook › GETTING HURT › KILLED OR DESTROYED; DOWNLOADING.
 */
import { Ctx } from '../context';
import { leavePlay } from '../attempt/leaving-play';
import { ofType, scene, ship } from '../testing/attempt-scene';
import { moved, play as run, refused } from '../testing/scenario';
import type { GameState } from '../types';
import { Z } from '../zones';

const killedBy = (state: GameState, iid: string, source: string) => {
  const ctx = new Ctx(state);
  leavePlay(ctx, iid, 'killed', source);
  return ctx;
};

describe("138_013 45th Rule of Acquisition: your Ferengi killed aboard by an opponent's dilemma brings a Gold-Pressed Latinum download aboard or a card", () => {
  const given = (affiliation = 'Ferengi', dilemmaOwner: 'p1' | 'p2' = 'p2') => {
    const built = scene({
      missions: ['Excavation'],
      seeds: [{ card: 'Ensure Their Silence', owner: dilemmaOwner }],
      ship: ship({ affiliation: 'Ferengi' }),
      crew: [{ skills: 'OFFICER', affiliation }, { skills: 'ENGINEER', affiliation }],
      hand: ['45th Rule of Acquisition'],
      drawTop: ['Gold-Pressed Latinum', 'Ferengi PADD'],
    });
    const vessel = built.ids.ship!;
    const rule = built.ids.hand[0]!;
    const [latinum, padd] = built.ids.deck as [string, string];
    return { state: moved(built.state, [[rule, Z.on(vessel)]]), vessel, rule, latinum, padd, crew: built.ids.crew, dilemma: built.ids.seeds[0]! };
  };
  it('applies: the dilemma kills a Ferengi aboard — p1 picks the Latinum, downloaded aboard the ship; picking none draws the top card instead', () => {
    const { state, vessel, latinum, crew, dilemma } = given();
    const killed = killedBy(state, crew[0]!, dilemma);
    expect(killed.state.pendingChoice).toMatchObject({ player: 'p1', source: expect.any(String), options: [latinum] });
    const picked = run(killed.state, [{ type: 'MakeChoice', actor: 'p1', chosen: [latinum] }]);
    expect(picked.state.cards[latinum]!.zone).toBe(Z.aboard(vessel));
    const declined = run(killed.state, [{ type: 'MakeChoice', actor: 'p1', chosen: [] }]);
    expect(ofType(declined.events, 'CardsDrawn').map((e) => e.cards.length)).toEqual([1]);
    expect(declined.state.cards[latinum]!.zone).not.toBe(Z.aboard(vessel));
  });
  it('does not apply: a non-Ferengi killed aboard, a kill by p1’s own dilemma or by battle — no choice, nothing drawn', () => {
    const human = given('Federation');
    expect(killedBy(human.state, human.crew[0]!, human.dilemma).state.pendingChoice ?? null).toBeNull();
    const own = given('Ferengi', 'p1');
    expect(killedBy(own.state, own.crew[0]!, own.dilemma).state.pendingChoice ?? null).toBeNull();
    const battle = given();
    const after = killedBy(battle.state, battle.crew[0]!, 'battle');
    expect([after.state.pendingChoice ?? null, ofType(after.events, 'CardsDrawn')]).toEqual([null, []]);
  });
});

describe('122_023 35th Rule of Acquisition: at the end of each turn with no battle since the end of your last turn, a Latinum download where its personnel is, or a card; it nullifies the 34th Rule', () => {
  const given = () => {
    const built = scene({ missions: ['Excavation'], awayTeam: [{ skills: 'Acquisition', affiliation: 'Ferengi' }, { skills: 'OFFICER', affiliation: 'Ferengi' }], hand: ['35th Rule of Acquisition'], drawTop: ['Gold-Pressed Latinum', 'Ferengi PADD', 'Ferengi PADD'] });
    const [trader, officer] = built.ids.awayTeam as [string, string];
    return { state: built.state, card: built.ids.hand[0]!, trader, officer, latinum: built.ids.deck[0]! };
  };
  it('applies: played on the Acquisition personnel, p1 ends the turn with no battle — the Latinum is picked and downloaded to the planet where she is', () => {
    const { state, card, trader, latinum } = given();
    const placed = run(state, [{ type: 'PlayCard', actor: 'p1', card, target: trader }]);
    expect(placed.state.cards[card]!.zone).toBe(Z.on(trader));
    const ended = run(placed.state, [{ type: 'EndTurn', actor: 'p1' }]);
    expect(ended.state.pendingChoice).toMatchObject({ player: 'p1', source: card, options: [latinum] });
    const picked = run(ended.state, [{ type: 'MakeChoice', actor: 'p1', chosen: [latinum] }]);
    expect(picked.state.cards[latinum]!.zone).toBe(Z.surface('L1'));
  });
  it('does not apply: not on a personnel without Acquisition; a battle this turn — no choice at the end of the turn', () => {
    const { state, card, trader, officer } = given();
    expect(refused(state, { type: 'PlayCard', actor: 'p1', card, target: officer })).toBe('INVALID_TARGET');
    const placed = run(state, [{ type: 'PlayCard', actor: 'p1', card, target: trader }]).state;
    const battled: GameState = { ...placed, battledAt: { L1: placed.turn!.number } };
    const ended = run(battled, [{ type: 'EndTurn', actor: 'p1' }]);
    expect(ended.state.pendingChoice ?? null).toBeNull();
    expect(ofType(ended.events, 'CardEffectResolved').map((e) => e.effect)).toContainEqual(expect.stringContaining('a battle was initiated since the end of your last turn'));
  });
  it('nullifies: a 34th Rule of Acquisition in play is discarded as the 35th Rule is played', () => {
    const built = scene({ missions: ['Excavation'], awayTeam: [{ skills: 'Acquisition', affiliation: 'Ferengi' }], hand: ['35th Rule of Acquisition', '34th Rule of Acquisition'] });
    const [card, other] = built.ids.hand as [string, string];
    const state = moved(built.state, [[other, Z.table('p2')]]);
    const after = run(state, [{ type: 'PlayCard', actor: 'p1', card, target: built.ids.awayTeam[0]! }]);
    expect([after.state.cards[other]!.zone, after.state.cards[card]!.zone]).toEqual([Z.discard('p1'), Z.on(built.ids.awayTeam[0]!)]);
  });
});
