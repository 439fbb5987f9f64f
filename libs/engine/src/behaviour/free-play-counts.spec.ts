/**
 * Cards that play for free while you have a number of matching personnel in play (issue 15, partials-ei).
 *   1E rulebook › PLAYING "FOR FREE"; PLAYING A CARD › YOUR NORMAL CARD PLAY.
 * given (the normal card play already used by Kivas Fajo - Collector) / when (PlayCard) / then (CardPlayed, or the refusal).
 */
import { ofType, scene } from '../testing/attempt-scene';
import { play as run, refused } from '../testing/scenario';

describe('202_003 Awaiting Trial (free with-count-in-play: three Cardassian personnel)', () => {
  const CARDASSIAN = { skills: 'OFFICER', affiliation: 'Cardassian' };
  it('with three Cardassian personnel in play it plays after the normal card play, without using it', () => {
    const built = scene({ missions: ['Excavation'], awayTeam: [CARDASSIAN, CARDASSIAN, CARDASSIAN], hand: ['Kivas Fajo - Collector', 'Awaiting Trial'] });
    const [kivas, card] = built.ids.hand as [string, string];
    const used = run(built.state, [{ type: 'PlayCard', actor: 'p1', card: kivas, target: 'p1' }]).state;
    const played = run(used, [{ type: 'PlayCard', actor: 'p1', card }]);
    expect(ofType(played.events, 'CardPlayed').map((e) => [e.card, e.normalCardPlay])).toEqual([[card, false]]);
  });
  it('with only two Cardassians (and a Federation personnel) it needs the normal card play: refused once it is used', () => {
    const built = scene({ missions: ['Excavation'], awayTeam: [CARDASSIAN, CARDASSIAN, { skills: 'OFFICER' }], hand: ['Kivas Fajo - Collector', 'Awaiting Trial'] });
    const [kivas, card] = built.ids.hand as [string, string];
    const used = run(built.state, [{ type: 'PlayCard', actor: 'p1', card: kivas, target: 'p1' }]).state;
    expect(refused(used, { type: 'PlayCard', actor: 'p1', card })).toBe('NORMAL_CARD_PLAY_USED');
  });
  it('without the Cardassians it still plays as the normal card play', () => {
    const built = scene({ missions: ['Excavation'], awayTeam: [{ skills: 'OFFICER' }], hand: ['Awaiting Trial'] });
    const card = built.ids.hand[0]!;
    const played = run(built.state, [{ type: 'PlayCard', actor: 'p1', card }]);
    expect(ofType(played.events, 'CardPlayed').map((e) => [e.card, e.normalCardPlay])).toEqual([[card, true]]);
  });
});
