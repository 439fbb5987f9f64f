/**
 * Cards that play "for free" while you have a named personnel in play (issue 15, third pass): they
 * do not use the normal card play, and still come before orders.
 *   1E rulebook › PLAYING "FOR FREE"; PLAYING A CARD › YOUR NORMAL CARD PLAY.
 * given (the normal card play already used by Kivas Fajo - Collector) / when (PlayCard) / then (CardPlayed, or the refusal).
 */
import type { Card } from '@captains-log/cards';
import { evolveAll } from '../evolve';
import { ofType, realCard, scene } from '../testing/attempt-scene';
import { play as run, refused } from '../testing/scenario';
import type { GameEvent } from '../types';
import { Z } from '../zones';

const CASES: [id: string, title: string, personnel: string][] = [
  ['115_028', 'Treaty: Bajoran/Dominion', 'Kai Winn'],
  ['115_029', 'Treaty: Cardassian/Dominion', 'Dukat'],
  ['115_030', 'Treaty: Romulan/Dominion', 'Senator Vreenak'],
  ['112_073', 'Treaty: Bajoran/Klingon', 'Chancellor Gowron'],
  ['207_003', 'Treaty: Cardassian/Kazon', 'Seska'],
  ['122_025', 'Treaty: Federation/Dominion', 'Weyoun'],
  ['119_020', 'Treaty: Cardassian/Bajoran', 'Turrel'],
  ['119_021', 'Treaty: Romulan/Bajoran', 'Senator Cretak'],
  ['167_016', 'Bajor for Bajorans', 'Jaro Essa'],
];

describe('playing for free with a named personnel in play', () => {
  for (const [id, title, personnel] of CASES) {
    it(`${id} ${title}: with ${personnel} in play it plays after the normal card play, without using it; without, it is refused`, () => {
      const withHim = scene({ missions: ['Excavation'], awayTeam: [realCard(personnel)], hand: ['Kivas Fajo - Collector', id] });
      const [kivas, card] = withHim.ids.hand as [string, string];
      const used = run(withHim.state, [{ type: 'PlayCard', actor: 'p1', card: kivas, target: 'p1' }]).state;
      const played = run(used, [{ type: 'PlayCard', actor: 'p1', card }]);
      expect(ofType(played.events, 'CardPlayed').map((e) => [e.card, e.normalCardPlay])).toEqual([[card, false]]);
      const without = scene({ missions: ['Excavation'], awayTeam: [{ skills: 'OFFICER' }], hand: ['Kivas Fajo - Collector', id] });
      const spent = run(without.state, [{ type: 'PlayCard', actor: 'p1', card: without.ids.hand[0]!, target: 'p1' }]).state;
      expect(refused(spent, { type: 'PlayCard', actor: 'p1', card: without.ids.hand[1]! })).toBe('NORMAL_CARD_PLAY_USED');
    });
  }
  it('once orders have begun, a free play is refused too', () => {
    const built = scene({ missions: ['Excavation'], awayTeam: [realCard('Dukat')], hand: ['115_029'] });
    const ordered = run(built.state, [{ type: 'BeginOrders', actor: 'p1' }]).state;
    expect(refused(ordered, { type: 'PlayCard', actor: 'p1', card: built.ids.hand[0]! })).toBe('CARD_PLAY_FORFEITED');
  });
});

/** A planet mission (Excavation) showing one affiliation icon. */
function missionWith(icon: string): Card {
  const base = realCard('Excavation');
  return { ...base, id: `t_free_${icon}`, title: `Test ${icon} planet`, mission: { ...base.mission!, affiliationIcons: [icon as never] } };
}

const THERE: [id: string, title: string, icon: string, who: Card | { affiliation?: string; ch?: string[] }][] = [
  ['115_021', 'Espionage - Dominion on Federation', 'Federation', { affiliation: 'Federation' }],
  ['115_022', 'Espionage - Dominion on Klingon', 'Klingon', { affiliation: 'Klingon' }],
  ['115_023', 'Espionage - Dominion on Romulan', 'Romulan', { affiliation: 'Romulan' }],
  ['127_002', 'Espionage: Bajoran on Dominion', 'Dominion', realCard('Odo')],
  ['112_061', 'Espionage: Bajoran on Cardassian', 'Cardassian', { affiliation: 'Bajoran', ch: ['Resistance'] }],
];

describe('playing for free with your personnel at the target mission', () => {
  for (const [id, title, icon, who] of THERE) {
    it(`${id} ${title}: with such a personnel at that mission it plays for free; with the personnel at another mission it is refused`, () => {
      const built = scene({ missions: [missionWith(icon), 'Excavation'], awayTeam: [who as Card], hand: ['Kivas Fajo - Collector', id] });
      const [kivas, card] = built.ids.hand as [string, string];
      const used = run(built.state, [{ type: 'PlayCard', actor: 'p1', card: kivas, target: 'p1' }]).state;
      const played = run(used, [{ type: 'PlayCard', actor: 'p1', card, target: 'L1' }]);
      expect(ofType(played.events, 'CardPlayed').map((e) => [e.card, e.normalCardPlay])).toEqual([[card, false]]);
      const away = evolveAll([{ type: 'CardMoved', card: built.ids.awayTeam[0]!, from: Z.surface('L1'), to: Z.surface('L2'), faceUp: true, reason: 'test' } as GameEvent], used);
      expect(refused(away, { type: 'PlayCard', actor: 'p1', card, target: 'L1' })).toBe('NORMAL_CARD_PLAY_USED');
    });
  }
});

describe('155_016 Cowboy Diplomacy (event, once per game, for free: your Federation diplomat on a planet mission your opponent seeded scores 5 bonus points)', () => {
  const diplomat = { affiliation: 'Federation', skills: 'OFFICER Diplomacy' };
  it('on p2’s Excavation with p1’s Federation diplomat there: 5 bonus points, no normal card play used; a second copy later in the game is refused', () => {
    const built = scene({ missions: ['Excavation'], missionOwner: 'p2', awayTeam: [diplomat], hand: ['Cowboy Diplomacy', 'Cowboy Diplomacy'] });
    const [first, second] = built.ids.hand as [string, string];
    const played = run(built.state, [{ type: 'PlayCard', actor: 'p1', card: first, target: 'L1' }]);
    expect(ofType(played.events, 'PointsScored').map((e) => [e.player, e.points, e.bonus])).toEqual([['p1', 5, true]]);
    expect(ofType(played.events, 'CardPlayed').map((e) => e.normalCardPlay)).toEqual([false]);
    expect(played.state.cards[first]!.zone).toBe(Z.atop('L1'));
    const later = run(played.state, [{ type: 'EndTurn', actor: 'p1' }, { type: 'EndTurn', actor: 'p2' }]).state;
    expect(refused(later, { type: 'PlayCard', actor: 'p1', card: second, target: 'L1' })).toBe('ONCE_PER_GAME');
  });
  it('refused on p1’s own mission, and without a Federation personnel with Diplomacy there', () => {
    const own = scene({ missions: ['Excavation'], awayTeam: [diplomat], hand: ['Cowboy Diplomacy'] });
    expect(refused(own.state, { type: 'PlayCard', actor: 'p1', card: own.ids.hand[0]!, target: 'L1' })).toBe('PLAY_CONDITION');
    const noDiplomat = scene({ missions: ['Excavation'], missionOwner: 'p2', awayTeam: [{ affiliation: 'Klingon', skills: 'OFFICER Diplomacy' }], hand: ['Cowboy Diplomacy'] });
    expect(refused(noDiplomat.state, { type: 'PlayCard', actor: 'p1', card: noDiplomat.ids.hand[0]!, target: 'L1' })).toBe('PLAY_CONDITION');
  });
});
