/**
 * Issue 15 (helper partials): "may draw up to N cards" as a choice (behaviour/choices.ts, pool
 * `draw-prefixes`, fate `drawn`): the chooser picks none, the top card or the top two of their own
 * draw deck, seen by nobody before the draw. 132_057 Surprise Party: the opponent's choice as it is
 * played; the end-of-turn extra draw its player may decline.
 *   1E rulebook › THE CARDS; GLOSSARY "May"; THE PLAY PHASE › END OF TURN (the draw).
 * given (Surprise Party in p1's hand) / when (PlayCard, then p2's MakeChoice) / then (the facts).
 */
import { legalCommands } from '../legal';
import { ofType, scene } from '../testing/attempt-scene';
import { moved, play as run, refused } from '../testing/scenario';
import type { Command, PlayerId } from '../types';
import { cardsIn, Z } from '../zones';

const choose = (actor: PlayerId, chosen: string[]): Command => ({ type: 'MakeChoice', actor, chosen });
const end = (actor: PlayerId, decline?: true): Command => ({ type: 'EndTurn', actor, ...(decline ? { decline } : {}) });

function played() {
  const built = scene({ missions: ['Excavation'], awayTeam: [{ affiliation: 'Federation', skills: 'OFFICER' }], hand: ['Surprise Party'] });
  const party = built.ids.hand[0]!;
  const [top, second] = cardsIn(built.state, Z.draw('p2')) as [string, string];
  const after = run(built.state, [{ type: 'PlayCard', actor: 'p1', card: party }]);
  return { ...after, built, party, top, second };
}

describe('132_057 Surprise Party (the opponent may draw up to two as it is played; you may draw one more at the end of your turns)', () => {
  it('as it is played p2 is asked: none, the top card, or the top two — shown to nobody', () => {
    const { state, events, top, second } = played();
    expect(state.pendingChoice?.player).toBe('p2');
    expect(state.pendingChoice?.options).toEqual([top, `${top}+${second}`]);
    expect([state.pendingChoice?.min, state.pendingChoice?.max]).toEqual([0, 1]);
    expect(ofType(events, 'CardsShown')).toEqual([]);
    expect(legalCommands(state, 'p2').filter((c) => c.type === 'MakeChoice')).toEqual([choose('p2', []), choose('p2', [top]), choose('p2', [`${top}+${second}`])]);
    expect(refused(state, choose('p2', [second]))).toBe('INVALID_CHOICE');
    expect(refused(state, choose('p1', []))).toBe('NOT_YOUR_DECISION');
  });
  it('p2 takes two: one draw of the top two cards', () => {
    const { state, top, second } = played();
    const after = run(state, [choose('p2', [`${top}+${second}`])]);
    expect(ofType(after.events, 'CardsDrawn').map((e) => [e.player, e.cards])).toEqual([['p2', [top, second]]]);
    expect(after.state.pendingChoice).toBeNull();
  });
  it('p2 takes one: the top card only', () => {
    const { state, top } = played();
    expect(ofType(run(state, [choose('p2', [top])]).events, 'CardsDrawn').map((e) => [e.player, e.cards])).toEqual([['p2', [top]]]);
  });
  it('does not apply: p2 declines — nothing drawn, the card stays on p1’s table', () => {
    const { state, party } = played();
    const after = run(state, [choose('p2', [])]);
    expect(ofType(after.events, 'CardsDrawn')).toEqual([]);
    expect(after.state.cards[party]!.zone).toBe(Z.table('p1'));
  });
  it('(Unique.): a second copy is refused while p1 has one on the table', () => {
    const built = scene({ missions: ['Excavation'], hand: ['Surprise Party', 'Surprise Party'] });
    const [first, second] = built.ids.hand as [string, string];
    expect(refused(moved(built.state, [[first, Z.table('p1')]]), { type: 'PlayCard', actor: 'p1', card: second })).toBe('NOT_UNIQUE');
  });
  it('on the table: two draws at the end of p1’s turn, one when declined', () => {
    const built = scene({ missions: ['Excavation'], awayTeam: [{ affiliation: 'Federation', skills: 'OFFICER' }], hand: ['Surprise Party'] });
    const state = moved(built.state, [[built.ids.hand[0]!, Z.table('p1')]]);
    expect(ofType(run(state, [end('p1')]).events, 'CardsDrawn').length).toBe(2);
    expect(ofType(run(state, [end('p1', true)]).events, 'CardsDrawn').length).toBe(1);
  });
});
