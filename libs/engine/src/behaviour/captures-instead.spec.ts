/**
 * Issue 15 (captive): a kill replaced by a capture (`captureInsteadOfKill`, behaviour/captures-instead.ts) —
 * 163_016 Taken Prisoner: once each turn (three times in the game), an opponent's personnel about to be
 * killed while present with your [TNG] Cardassian personnel is captured instead.
 *   1E rulebook › GETTING HURT › KILLED OR DESTROYED; CAPTURE; MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS.
 * given (a battle scene at L1, the incident on p1's table) / when (p1 wins a personnel battle: the casualty is about to die) / then (PersonnelCaptured, or CardLeftPlay).
 */
import type { Card } from '@captains-log/cards';
import { battleScene, type Placed } from '../testing/battle-scene';
import { ofType, person } from '../testing/attempt-scene';
import { moved, play } from '../testing/scenario';
import { evolveAll } from '../evolve';
import type { GameEvent } from '../types';
import { Z } from '../zones';

const cardassian = (property: string): Card => ({ ...person({ skills: 'OFFICER Leadership', s: 8, affiliation: 'Cardassian', ch: ['Cardassian'] }), property } as Card);
const foe: Placed = { label: 'foe', owner: 'p2', at: 'surface', card: { skills: 'SCIENCE', s: 3, affiliation: 'Romulan' } };

function battle(property: string, used: readonly string[] = []) {
  const built = battleScene([{ label: 'gul', owner: 'p1', at: 'surface', card: cardassian(property) }, foe, { label: 'card', owner: 'p1', at: 'hand', card: 'Taken Prisoner' }]);
  const uses: GameEvent[] = used.map((title) => ({ type: 'CardAbilityUsed', player: 'p1', title, turn: 1 }));
  const state = evolveAll(uses, moved(built.state, [[built.id('card'), Z.table('p1')]]));
  const after = play(state, [{ type: 'InitiatePersonnelBattle', actor: 'p1', zone: Z.surface('L1') }]);
  return { after, foe: built.id('foe'), captured: ofType(after.events, 'PersonnelCaptured'), killed: ofType(after.events, 'CardLeftPlay').filter((e) => e.card === built.id('foe')) };
}

describe('163_016 Taken Prisoner (an opponent’s personnel about to be killed, present with your [TNG] Cardassian, is captured instead)', () => {
  it('applies: the battle casualty (mortally wounded by the [TNG] Cardassian) is captured instead of killed, by the Away Team there', () => {
    const { after, foe: id, captured, killed } = battle('TNG');
    expect(killed).toEqual([]);
    expect(captured.map((e) => [e.card, e.captor, e.to])).toEqual([[id, 'p1', Z.held('p1', 'L1')]]);
    expect(after.state.cards[id]!.zone).toBe(Z.held('p1', 'L1'));
    expect(ofType(after.events, 'CardAbilityUsed').map((e) => e.title)).toEqual(['Taken Prisoner (capture instead of a kill)', 'Taken Prisoner (capture instead of a kill, 1 of the game)']);
  });
  it('does not apply with a [DS9] Cardassian: the personnel dies', () => {
    const { captured, killed } = battle('DS9');
    expect(captured).toEqual([]);
    expect(killed).toHaveLength(1);
  });
  it('does not apply a second time in the same turn, nor a fourth time in the game', () => {
    expect(battle('TNG', ['Taken Prisoner (capture instead of a kill)']).killed).toHaveLength(1);
    const thrice = [1, 2, 3].map((n) => `Taken Prisoner (capture instead of a kill, ${n} of the game)`);
    expect(battle('TNG', thrice).killed).toHaveLength(1);
    expect(battle('TNG', thrice.slice(0, 2)).captured).toHaveLength(1);
  });
});

describe('184_023 Valuable Prisoner (a personnel about to be killed is taken as a captive by the other player’s team in that quadrant; the incident lies on it)', () => {
  const klingon = (label: string, s: number): Placed => ({ label, owner: 'p1', at: 'surface', card: { skills: 'OFFICER Leadership', s, affiliation: 'Klingon' } });
  const romulan = (label: string, s: number): Placed => ({ label, owner: 'p2', at: 'surface', card: { skills: 'SCIENCE', s, affiliation: 'Romulan' } });
  function battle(placed: Placed[]) {
    const built = battleScene([...placed, { label: 'card', owner: 'p1', at: 'hand', card: 'Valuable Prisoner' }]);
    const after = play(moved(built.state, [[built.id('card'), Z.table('p1')]]), [{ type: 'InitiatePersonnelBattle', actor: 'p1', zone: Z.surface('L1') }]);
    return { after, id: built.id, captured: ofType(after.events, 'PersonnelCaptured'), killed: ofType(after.events, 'CardLeftPlay').map((e) => e.card) };
  }
  it('applies to the opponent’s personnel: the first of two mortally wounded Romulans becomes your captive (the incident on it), the second dies', () => {
    const { after, id, captured, killed } = battle([klingon('k1', 9), klingon('k2', 9), romulan('r1', 3), romulan('r2', 3)]);
    expect(captured).toHaveLength(1);
    const [taken] = captured;
    expect([id('r1'), id('r2')]).toContain(taken!.card);
    expect([taken!.captor, taken!.to]).toEqual(['p1', Z.held('p1', 'L1')]);
    expect(after.state.cards[id('card')]!.zone).toBe(Z.on(taken!.card));
    expect(killed).toEqual([[id('r1'), id('r2')].find((iid) => iid !== taken!.card)]);
  });
  it('applies to your own personnel: your mortally wounded Klingon is taken by the opponent’s Away Team instead', () => {
    const { id, captured, killed } = battle([klingon('k', 3), romulan('r', 9)]);
    expect(captured.map((e) => [e.card, e.captor, e.to])).toEqual([[id('k'), 'p2', Z.held('p2', 'L1')]]);
    expect(killed).toEqual([]);
  });
  // Issue 15 (helper domir): captives.ts › release reads `scoresWhenHostRescued`.
  it('applies: lying on your own Klingon held by the opponent, it scores you 10 when you rescue him (Rescue Captives to your outpost)', () => {
    const { after, id } = battle([klingon('k', 3), romulan('r', 9), { label: 'post', owner: 'p1', at: 'space', card: 'Klingon Outpost' }, { label: 'rescue', owner: 'p1', at: 'hand', card: 'Rescue Captives' }]);
    const rescued = play(after.state, [{ type: 'PlayCard', actor: 'p1', card: id('rescue') }]);
    expect(ofType(rescued.events, 'CaptiveReleased').map((e) => [e.card, e.how])).toEqual([[id('k'), 'rescued']]);
    expect(ofType(rescued.events, 'PointsScored').map((e) => [e.player, e.points, e.source])).toEqual([['p1', 10, id('card')]]);
    expect(rescued.state.cards[id('card')]!.zone).toBe(Z.discard('p1'));
  });
  it('does not apply: lying on the opponent’s Romulan you hold, their rescue scores nobody anything', () => {
    const { after, id, captured } = battle([klingon('k', 9), romulan('r', 3), { label: 'post', owner: 'p2', at: 'space', card: 'Romulan Outpost' }, { label: 'rescue', owner: 'p2', at: 'hand', card: 'Rescue Captives' }]);
    expect(captured.map((e) => e.card)).toEqual([id('r')]);
    const theirs = play(after.state, [{ type: 'EndTurn', actor: 'p1' }]);
    const rescued = play(theirs.state, [{ type: 'PlayCard', actor: 'p2', card: id('rescue') }]);
    expect(ofType(rescued.events, 'CaptiveReleased').map((e) => e.how)).toEqual(['rescued']);
    expect(ofType(rescued.events, 'PointsScored')).toEqual([]);
  });
  it('does not apply while it is only in your hand: the Romulan dies', () => {
    const built = battleScene([klingon('k', 9), romulan('r', 3), { label: 'card', owner: 'p1', at: 'hand', card: 'Valuable Prisoner' }]);
    const after = play(built.state, [{ type: 'InitiatePersonnelBattle', actor: 'p1', zone: Z.surface('L1') }]);
    expect(ofType(after.events, 'PersonnelCaptured')).toEqual([]);
    expect(ofType(after.events, 'CardLeftPlay').map((e) => e.card)).toEqual([built.id('r')]);
  });
});
