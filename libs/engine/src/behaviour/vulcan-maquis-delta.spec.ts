/**
 * Issue 15 (helper dqv): First Edition Vulcan, Maquis and Delta Quadrant cards — each card's path
 * where it applies and where it does not.
 *   1E rulebook › THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES; PLAYING A CARD › ENTERING PLAY (unique
 *   cards); MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS.
 * given (a play-phase scene) / when (commands through testing/scenario's `play`) / then (the facts,
 * or what every check reads: memberOf).
 */
import { ofType, scene, type PersonSpec } from '../testing/attempt-scene';
import { moved, play as run, refused } from '../testing/scenario';
import type { Command } from '../types';
import { cardsIn, Z } from '../zones';

const vulcan: PersonSpec = { affiliation: 'Vulcan', ch: ['Vulcan'], skills: 'OFFICER' };

describe('195_011 IDIC: Power of the High Command (once each turn, a [Sch] card played with four [Vul] personnel in play: draw up to two)', () => {
  function table(vulcans: number) {
    const built = scene({ missions: ['Excavation'], awayTeam: Array.from({ length: vulcans }, () => vulcan), hand: ['195_011', 'Strange New Worlds', 'Strange New Worlds'] });
    const [idic, world, again] = built.ids.hand as [string, string, string];
    return { built, world, again, state: moved(built.state, [[idic, Z.table('p1')]]) };
  }
  const playWorld = (card: string): Command => ({ type: 'PlayCard', actor: 'p1', card, target: 'L1' });
  it('four Vulcans: playing Strange New Worlds ([Sch]) offers none, the top card or the top two; taking two draws them', () => {
    const { state, world } = table(4);
    const after = run(state, [playWorld(world)]);
    const [top, second] = cardsIn(after.state, Z.draw('p1')) as [string, string];
    expect(after.state.pendingChoice?.player).toBe('p1');
    expect(after.state.pendingChoice?.options).toEqual([top, `${top}+${second}`]);
    const drawn = run(after.state, [{ type: 'MakeChoice', actor: 'p1', chosen: [`${top}+${second}`] }]);
    expect(ofType(drawn.events, 'CardsDrawn').map((e) => [e.player, e.cards])).toEqual([['p1', [top, second]]]);
  });
  it('three Vulcans: no draw offered', () => {
    const { state, world } = table(3);
    expect(run(state, [playWorld(world)]).state.pendingChoice ?? null).toBeNull();
  });
});

describe('195_014 The Katra of Surak (Unique.)', () => {
  it('a second copy is refused while one lies on a Vulcan of yours; the first is played', () => {
    const built = scene({ missions: ['Excavation'], awayTeam: [vulcan, vulcan], hand: ['195_014', '195_014'] });
    const [first, second] = built.ids.hand as [string, string];
    const [host, other] = built.ids.awayTeam as [string, string];
    const after = run(built.state, [{ type: 'PlayCard', actor: 'p1', card: first, target: host }]);
    expect(after.state.cards[first]!.zone).toBe(Z.on(host));
    expect(refused(after.state, { type: 'PlayCard', actor: 'p1', card: second, target: other })).toBe('NOT_UNIQUE');
  });
});
