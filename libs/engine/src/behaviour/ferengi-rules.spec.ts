/**
 * Issue 15 (helper ferengi): Rules of Acquisition that react to a Ferengi killed aboard (when-personnel-killed.ts ›
 * aboardHost, byOpponentDilemma). 1E rulebook › GETTING HURT › KILLED OR DESTROYED; DOWNLOADING.
 */
import { Ctx } from '../context';
import { leavePlay } from '../attempt/leaving-play';
import { ofType, scene, ship } from '../testing/attempt-scene';
import { moved, play as run } from '../testing/scenario';
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
