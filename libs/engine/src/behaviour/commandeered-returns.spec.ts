/**
 * Giving back a commandeered ship (issue 15, helper voyent; behaviour/commandeered-returns.ts):
 * 141_010 Secondary Market.
 *   1E rulebook › COMMANDEER; MISCELLANEOUS RULES › CONTROL AND OWNERSHIP; PLAYING A CARD (cards on a card
 *   that leaves play go with it); GLOSSARY "May".
 * given (p2's ship at L1 under p1's control for the rest of the game, or for this turn only; p1's
 * personnel aboard) / when (PlayCard Secondary Market, then p1's MakeChoice) / then (the facts).
 */
import { evolveAll } from '../evolve';
import { legalCommands } from '../legal';
import { ofType, scene, ship } from '../testing/attempt-scene';
import { moved, play as run, refused } from '../testing/scenario';
import type { GameEvent, GameState } from '../types';
import { cardsIn, Z } from '../zones';
import { LASTING_CONTROL } from './captive-control';
import { playCard as play } from '../testing/commands';

const given = (until: number) => {
  const built = scene({ missions: ['Excavation'], hand: ['Secondary Market', 'Tasha Yar'], opponentHand: [ship({ affiliation: 'Federation' })] });
  const [market, tasha] = built.ids.hand as [string, string];
  const [theirs] = built.ids.opponentHand as [string];
  const placed = moved(built.state, [[theirs, Z.space('L1')], [tasha, Z.aboard(theirs)]]);
  const state = evolveAll([{ type: 'ControlTaken', cards: [theirs], by: 'p1', from: 'p2', source: 'test', until } as GameEvent], placed);
  return { state, market, tasha, theirs };
};

describe('141_010 Secondary Market: a ship you commandeered goes back to its owner’s hand; you score 10 points and may draw up to five', () => {
  it('applies: the commandeered ship returns to p2’s hand, Tasha Yar aboard to p1’s; p1 scores 10 and draws the top two (their pick)', () => {
    const { state, market, tasha, theirs } = given(LASTING_CONTROL);
    expect(legalCommands(state, 'p1')).toContainEqual(play(market, theirs));
    const [top, second] = cardsIn(state, Z.draw('p1')) as [string, string];
    const played = run(state, [play(market, theirs)]);
    expect(played.state.cards[theirs]).toMatchObject({ zone: Z.hand('p2'), owner: 'p2' });
    expect(played.state.control?.[theirs]).toBeUndefined();
    expect(played.state.cards[tasha]!.zone).toBe(Z.hand('p1'));
    expect(ofType(played.events, 'PointsScored')).toEqual([expect.objectContaining({ player: 'p1', points: 10, bonus: true })]);
    expect(played.state.pendingChoice?.player).toBe('p1');
    expect(played.state.pendingChoice?.options).toHaveLength(5);
    const drawn = run(played.state, [{ type: 'MakeChoice', actor: 'p1', chosen: [`${top}+${second}`] }]);
    expect(ofType(drawn.events, 'CardsDrawn').map((e) => [e.player, e.cards])).toEqual([['p1', [top, second]]]);
  });
  it('does not apply: a ship held only for this turn (not commandeered) is no target; nor is the ship once its control went back to p2', () => {
    const { state, market, theirs } = given(1);
    expect(legalCommands(state, 'p1')).not.toContainEqual(play(market, theirs));
    expect(refused(state, play(market, theirs))).toBe('INVALID_TARGET');
    const own = given(LASTING_CONTROL);
    const returned: GameState = evolveAll([{ type: 'ControlReturned', cards: [own.theirs] } as GameEvent], own.state);
    expect(refused(returned, play(own.market, own.theirs))).toBe('INVALID_TARGET');
  });
});
