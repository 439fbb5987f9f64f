/**
 * Issue 15 (helper obja): 127_013 In for a Trim — given the objective on p1's table, when p1 plays Barber Pole or Mot's
 * Advice, or "takes a little off the top" (ActivateCard), then the play is free, and p1 looks at as many cards atop p2's
 * draw deck as p1 has non-Borg Barbering personnel, discards the eligible events/incidents/interrupts picked and puts
 * the rest back in p1's order.
 *   1E rulebook › MISCELLANEOUS RULES › LOOKING AT CARDS; PLAYING "FOR FREE"; "ONCE PER GAME" AND SIMILAR LIMITS.
 */
import { ofType, scene } from '../testing/attempt-scene';
import { accepted, moved, play, refused } from '../testing/scenario';
import type { Command, GameState } from '../types';
import { Z } from '../zones';

const barber = (affiliation = 'Federation') => ({ skills: 'ENGINEER Barbering', affiliation });

/**
 * p1: In for a Trim (and Barber Pole unless `pole` is false) on the table, three Federation Barbering personnel and one
 * Borg one on the planet; p2's deck: Yellow Alert, a personnel, Strategema ([Ref]), Red Alert! on top.
 */
function trimScene(pole = true) {
  const built = scene({
    missions: ['Excavation'],
    awayTeam: [barber(), barber(), barber(), barber('Borg'), { skills: 'OFFICER', affiliation: 'Federation' }],
    hand: ['In for a Trim', 'Barber Pole', "Mot's Advice"],
    opponentHand: ['Yellow Alert', { skills: 'OFFICER' }, 'Strategema', 'Red Alert!'],
  });
  const [trim, poleCard, advice] = built.ids.hand as [string, string, string];
  const deckTop = built.ids.opponentHand;
  let state = moved(built.state, [[trim, Z.table('p1')], ...(pole ? [[poleCard, Z.table('p1')] as [string, string]] : []), ...deckTop.map((iid) => [iid, Z.draw('p2')] as [string, string])]);
  const rest = (state.zones[Z.draw('p2')] ?? []).filter((iid) => !deckTop.includes(iid));
  state = { ...state, zones: { ...state.zones, [Z.draw('p2')]: [...deckTop, ...rest] } } as GameState;
  const [yellow, officer, strategema, red] = deckTop as [string, string, string, string];
  const use: Command = { type: 'ActivateCard', actor: 'p1', card: trim, ability: 'take-a-little-off-the-top' };
  return { state, trim, poleCard, advice, yellow, officer, strategema, red, use, plain: built.ids.awayTeam[4]! };
}

describe("127_013 In for a Trim: Barber Pole and Mot's Advice play for free", () => {
  it('with the objective on your table, Barber Pole is played without using the normal card play', () => {
    const { state, poleCard } = trimScene(false);
    const after = accepted(state, { type: 'PlayCard', actor: 'p1', card: poleCard }).state;
    expect(after.cards[poleCard]!.zone).toBe(Z.table('p1'));
    expect(after.turn?.normalCardPlayUsed).toBeFalsy();
  });

  it('does not apply: without the objective on the table, Barber Pole uses the normal card play', () => {
    const { state, poleCard, trim } = trimScene(false);
    const without = moved(state, [[trim, Z.discard('p1')]]);
    expect(accepted(without, { type: 'PlayCard', actor: 'p1', card: poleCard }).state.turn?.normalCardPlayUsed).toBe(true);
  });
});

describe('127_013 In for a Trim: take a little off the top of the opponent’s draw deck', () => {
  it('three non-Borg Barbering personnel: the top three are shown; Yellow Alert (picked) is discarded, Strategema ([Ref]) may not be; the rest go back in your order', () => {
    const { state, use, yellow, officer, strategema, red } = trimScene();
    const looked = accepted(state, use);
    expect(ofType(looked.events, 'CardsShown')[0]).toMatchObject({ to: 'p1', zone: Z.draw('p2'), cards: [{ iid: yellow }, { iid: officer }, { iid: strategema }] });
    expect(looked.state.pendingChoice).toMatchObject({ player: 'p1', options: [yellow], min: 0, max: 1 });
    const picked = accepted(looked.state, { type: 'MakeChoice', actor: 'p1', chosen: [yellow] });
    expect(picked.state.cards[yellow]!.zone).toBe(Z.discard('p2'));
    expect(ofType(picked.events, 'ArrangementAwaited')).toMatchObject([{ player: 'p1', zone: Z.draw('p2'), count: 2 }]);
    const ordered = accepted(picked.state, { type: 'ArrangeCards', actor: 'p1', order: [strategema, officer] });
    expect(ordered.state.zones[Z.draw('p2')]!.slice(0, 3)).toEqual([strategema, officer, red]);
  });

  it("Mot's Advice (free) on a personnel without Barbering makes four: the top four are shown", () => {
    const { state, use, advice, plain, red } = trimScene();
    const advised = accepted(state, { type: 'PlayCard', actor: 'p1', card: advice, target: plain }).state;
    expect(advised.turn?.normalCardPlayUsed).toBeFalsy();
    expect(ofType(accepted(advised, use).events, 'CardsShown')[0]!.cards.map((card) => card.iid)).toContain(red);
  });

  it('picking none discards nothing; the three still await your order', () => {
    const { state, use, yellow } = trimScene();
    const none = play(state, [use, { type: 'MakeChoice', actor: 'p1', chosen: [] }]);
    expect(none.state.cards[yellow]!.zone).toBe(Z.draw('p2'));
    expect(ofType(none.events, 'ArrangementAwaited')).toMatchObject([{ count: 3 }]);
  });

  it('does not apply: without Barber Pole in play it may not be used; and only once each turn', () => {
    const bare = trimScene(false);
    expect(refused(bare.state, bare.use)).not.toBeNull();
    const { state, use, yellow, officer, strategema } = trimScene();
    const once = play(state, [use, { type: 'MakeChoice', actor: 'p1', chosen: [yellow] }, { type: 'ArrangeCards', actor: 'p1', order: [officer, strategema] }]).state;
    expect(refused(once, use)).not.toBeNull();
  });
});
