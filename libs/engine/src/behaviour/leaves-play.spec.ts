/**
 * Issue 15 (personnel): "when he leaves play, may download {X}" — `leavesPlayDownloads`
 * (vocabulary-leaves-play.ts, leaves-play.ts, read by `leavePlay`).
 *   1E rulebook › LEAVING PLAY; 1E rulebook › GETTING HURT (killed, discarded); 1E rulebook ›
 *   DOWNLOADING (draw deck first, then hand; reshuffled); 1E rulebook › DUPLICATION AND PERSONAS.
 * given (the personnel in play, the title in the deck or not) / when (it is killed, discarded, or
 * dies with its ship) / then (the card downloaded to the place it left, or nothing).
 */
import { leavePlay, destroyShip } from '../attempt/leaving-play';
import { Ctx } from '../context';
import { ofType, scene, withDeck, ship as testShip } from '../testing/attempt-scene';
import { Z } from '../zones';

/** The scene with the named cards put into p1's draw deck. */

describe('personnel who download a card as they leave play (leavesPlayDownloads)', () => {
  const chain: [string, string, string][] = [
    ['122_088', 'Mr. Brunt', 'Mr. Quark'],
    ['122_089', 'Mr. Nog', 'Mr. Brunt'],
    ['122_090', 'Mr. Quark', 'Mr. Rom'],
    ['122_091', 'Mr. Rom', 'Mr. Nog'],
  ];
  for (const [id, title, next] of chain) {
    it(`${id} ${title}: killed on the planet, ${next} is downloaded to the surface he left; with ${next} not in the deck or hand, nothing`, () => {
      const { built, deck, state } = withDeck({ missions: ['Excavation'], awayTeam: [id] }, [next]);
      const source = built.ids.awayTeam[0]!;
      const surface = state.cards[source]!.zone;
      const ctx = new Ctx(state);
      leavePlay(ctx, source, 'killed', 'a dilemma');
      expect(ctx.events.map((e) => e.type).slice(0, 2)).toEqual(['CardLeftPlay', 'CardDownloaded']);
      expect(ofType(ctx.events, 'CardDownloaded')).toEqual([expect.objectContaining({ card: deck[0], title: next, to: surface, source })]);
      expect(ctx.state.cards[deck[0]!]!.zone).toBe(surface);
      const without = scene({ missions: ['Excavation'], awayTeam: [id] });
      const none = new Ctx(without.state);
      leavePlay(none, without.ids.awayTeam[0]!, 'killed', 'a dilemma');
      expect(ofType(none.events, 'CardDownloaded')).toEqual([]);
    });
  }

  it('122_089 Mr. Nog: discarded from his ship, Mr. Brunt comes aboard that ship', () => {
    const { built, deck, state } = withDeck({ missions: ['Excavation'], ship: testShip({}), crew: ['122_089', { skills: 'OFFICER' }] }, ['Mr. Brunt']);
    const nog = built.ids.crew[0]!;
    const ctx = new Ctx(state);
    leavePlay(ctx, nog, 'discarded', 'a card');
    expect(ofType(ctx.events, 'CardDownloaded')).toEqual([expect.objectContaining({ card: deck[0], to: Z.aboard(built.ids.ship!) })]);
  });

  it('122_088 Mr. Brunt: killed with his ship as it is destroyed, nothing is downloaded (the place is gone)', () => {
    const { built, state } = withDeck({ missions: ['Excavation'], ship: testShip({}), crew: ['122_088', { skills: 'OFFICER' }] }, ['Mr. Quark']);
    const ctx = new Ctx(state);
    destroyShip(ctx, built.ids.ship!, 'a dilemma');
    expect(ofType(ctx.events, 'CardLeftPlay').map((e) => e.card)).toContain(built.ids.crew[0]);
    expect(ofType(ctx.events, 'CardDownloaded')).toEqual([]);
  });

  it('209_002 Curzon Odo: killed, Odo and Jadzia Dax both come (a version of his own persona, now that he has left)', () => {
    const { built, deck, state } = withDeck({ missions: ['Excavation'], awayTeam: ['209_002', { skills: 'OFFICER' }] }, ['Odo', 'Jadzia Dax']);
    const curzon = built.ids.awayTeam[0]!;
    const surface = state.cards[curzon]!.zone;
    const ctx = new Ctx(state);
    leavePlay(ctx, curzon, 'killed', 'a dilemma');
    expect(ofType(ctx.events, 'CardDownloaded').map((e) => [e.card, e.to])).toEqual([
      [deck[0], surface],
      [deck[1], surface],
    ]);
  });
});
