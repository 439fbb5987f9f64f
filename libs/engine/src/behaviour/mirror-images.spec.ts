/**
 * Cards that make other named cards affect every player (issue 15, helper evq; mirror-images.ts): Mirror Image.
 *   1E rulebook › THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES; PLAYING A CARD › YOUR NORMAL CARD PLAY.
 * given (a play-phase scene, Mirror Image on a table or not) / when (PlayCard, ReportForDuty, EndTurn) / then (CardsDrawn, CardReported).
 */
import { ofType, scene } from '../testing/attempt-scene';
import { moved, play as run, refused } from '../testing/scenario';
import type { Command, GameEvent, PlayerId } from '../types';
import { cardsIn, Z } from '../zones';
import { playCard as play } from '../testing/commands';

const drawn = (events: readonly GameEvent[]) => ofType(events, 'CardsDrawn').map((e) => [e.player, e.reason, e.cards.length]);

/** A scene with p1's hand, Mirror Image on `mirror`'s table (or nowhere), and two cards in p2's hand. */
function table(hand: string[], mirror: PlayerId | null) {
  const built = scene({ missions: ['Excavation'], hand: ['Mirror Image', ...hand], opponentHand: ['Tricorder', 'Medical Kit', 'Mirror Image'] });
  const [own, ...rest] = built.ids.hand as [string, ...string[]];
  const theirs = built.ids.opponentHand[2]!;
  const placed: [string, string][] = mirror === 'p1' ? [[own, Z.table('p1')]] : mirror === 'p2' ? [[theirs, Z.table('p2')]] : [];
  return { state: moved(built.state, placed), cards: rest, built };
}

describe('109_030 Mirror Image (Red Alert!, Kivas Fajo - Collector, Masaka Transformations and The Traveler: Transcendence affect all players)', () => {
  it('applies (Kivas Fajo - Collector, Mirror Image on the opponent’s table): played on p2, p2 draws three and so does p1', () => {
    const { state, cards } = table(['Kivas Fajo - Collector'], 'p2');
    expect(drawn(run(state, [play(cards[0]!, 'p2')]).events)).toEqual([
      ['p2', 'card-effect', 3],
      ['p1', 'card-effect', 3],
    ]);
  });
  it('does not apply without Mirror Image in play: only the chosen player draws', () => {
    const { state, cards } = table(['Kivas Fajo - Collector'], null);
    expect(drawn(run(state, [play(cards[0]!, 'p2')]).events)).toEqual([['p2', 'card-effect', 3]]);
  });
  it('applies (Masaka Transformations): played on p1, p2’s hand is cycled too (three cards beneath the deck, three drawn)', () => {
    const { state, cards } = table(['Masaka Transformations', 'Tricorder'], 'p1');
    const after = run(state, [play(cards[0]!, 'p1')]);
    expect(drawn(after.events)).toEqual([
      ['p1', 'card-effect', 1],
      ['p2', 'card-effect', 3],
    ]);
    expect(cardsIn(after.state, Z.hand('p2'))).toHaveLength(3);
    // Without it (Mirror Image still in p1's hand): only p1's two cards are cycled.
    const alone = table(['Masaka Transformations', 'Tricorder'], null);
    expect(drawn(run(alone.state, [play(alone.cards[0]!, 'p1')]).events)).toEqual([['p1', 'card-effect', 2]]);
  });
  it('applies (The Traveler: Transcendence beside p2’s deck): at the end of p2’s turn both players draw one extra card', () => {
    const { state, cards } = table(['The Traveler: Transcendence'], 'p1');
    const placed = run(state, [play(cards[0]!, 'p2'), { type: 'EndTurn', actor: 'p1' }]).state;
    expect(drawn(run(placed, [{ type: 'EndTurn', actor: 'p2' }]).events)).toEqual([
      ['p2', 'card-effect', 1],
      ['p1', 'card-effect', 1],
      ['p2', 'end-of-turn', 1],
    ]);
  });
  it('applies (Red Alert! on the opponent’s table): p1’s normal card play reports two personnel; without Mirror Image the second is refused', () => {
    const setUp = (mirror: PlayerId | null) => {
      const built = scene({ missions: ['Excavation'], hand: ['Federation Outpost', { skills: 'OFFICER' }, { skills: 'ENGINEER' }, 'Mirror Image'], opponentHand: ['Red Alert!'] });
      const [post, first, second, image] = built.ids.hand as [string, string, string, string];
      const state = moved(built.state, [[post, Z.space('L1')], [built.ids.opponentHand[0]!, Z.table('p2')], ...(mirror ? [[image, Z.table(mirror)] as [string, string]] : [])]);
      return { state, post, first, second };
    };
    const report = (card: string, facility: string): Command => ({ type: 'ReportForDuty', actor: 'p1', card, facility });
    const mirrored = setUp('p1');
    const after = run(mirrored.state, [report(mirrored.first, mirrored.post), report(mirrored.second, mirrored.post)]);
    expect(ofType(after.events, 'CardReported').map((e) => e.card)).toEqual([mirrored.first, mirrored.second]);
    const plain = setUp(null);
    expect(refused(run(plain.state, [report(plain.first, plain.post)]).state, report(plain.second, plain.post))).toBe('NORMAL_CARD_PLAY_USED');
  });
});
