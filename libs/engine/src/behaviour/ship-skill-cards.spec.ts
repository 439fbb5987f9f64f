/**
 * Issue 15 (helper incidents-e): a card that gives a ship a selected skill as special equipment, and
 * draws counted by such ships (behaviour/ship-skill-cards.ts): Vulcan Database.
 *   1E rulebook › SKILLS › Clarifications: Ships with Skills; THE CARDS › SHIPS › Clarifications: List
 *   of Special Equipment; MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS.
 * given (a play-phase scene, p1's ship at L1) / when (PlayCard with its way, UseCard) / then (the
 * ship's skills as a crew member's, the refusals, the cards drawn).
 */
import { skillLevel } from '@captains-log/cards';
import { memberOf } from '../attempt/requirements';
import { evolveAll } from '../evolve';
import { ofType, scene, ship, type PersonSpec } from '../testing/attempt-scene';
import { play as run, refused } from '../testing/scenario';
import type { Command, GameEvent } from '../types';

const era22 = () => ({ ...ship({ range: 7 }), icons: [{ code: '22', name: '22nd Century', category: 'era' as const }] });
const use = (card: string, option: string): Command => ({ type: 'UseCard', actor: 'p1', card, option });

describe('194_078 Vulcan Database: on your [22] ship (or Vulcan Lander) a selected skill as special equipment, selected again only with a Vulcan aboard; or two cards per such ship (at most four)', () => {
  const given = (crew: readonly PersonSpec[], vessel = era22()) => {
    const built = scene({ missions: ['Excavation'], ship: vessel as never, crew, hand: ['Vulcan Database', 'Vulcan Database'] });
    const [first, second] = built.ids.hand as [string, string];
    return { state: built.state, shipId: built.ids.ship!, first, second };
  };
  const nextTurn = (state: Parameters<typeof run>[0]) => evolveAll([{ type: 'TurnBegan', player: 'p1', number: 3 } as GameEvent], state);
  it('applies: on the [22] ship, Geology selected — the ship has it; next turn, with a Vulcan aboard, Physics replaces it; the other copy then draws two cards', () => {
    const { state, shipId, first, second } = given([{ skills: 'OFFICER' }, { title: 'Science Officer', skills: 'SCIENCE', ch: ['Vulcan'] }]);
    const placed = run(state, [{ type: 'PlayCard', actor: 'p1', card: first, target: shipId, mode: 1 }]).state;
    expect(placed.cards[first]!.zone).toBe(`on:${shipId}`);
    const selected = run(placed, [use(first, 'Geology')]).state;
    expect(skillLevel(memberOf(selected, shipId), 'Geology')).toBe(1);
    const again = run(nextTurn(selected), [use(first, 'Physics')]).state;
    expect([skillLevel(memberOf(again, shipId), 'Geology'), skillLevel(memberOf(again, shipId), 'Physics')]).toEqual([0, 1]);
    const drawn = run(again, [{ type: 'PlayCard', actor: 'p1', card: second, mode: 0 }]).events;
    expect(ofType(drawn, 'CardsDrawn').flatMap((event) => event.cards)).toHaveLength(2);
  });
  it('does not apply: without a Vulcan aboard the skill is not selected again; a ship without the [22] icon is no target; with no ship having a skill nothing is drawn', () => {
    const { state, shipId, first, second } = given([{ skills: 'OFFICER' }]);
    const selected = run(state, [{ type: 'PlayCard', actor: 'p1', card: first, target: shipId, mode: 1 }, use(first, 'Geology')]).state;
    expect(refused(nextTurn(selected), use(first, 'Physics'))).toBe('CONDITION_UNMET');
    const plain = given([{ skills: 'OFFICER' }], ship({ range: 7 }) as never);
    expect(refused(plain.state, { type: 'PlayCard', actor: 'p1', card: plain.first, target: plain.shipId, mode: 1 })).not.toBeNull();
    expect(ofType(run(state, [{ type: 'PlayCard', actor: 'p1', card: second, mode: 0 }]).events, 'CardsDrawn')).toEqual([]);
  });
});
