/**
 * Issue 15 (battle-cards): responses just after a battle (behaviour/after-battle.ts) — the window
 * that now opens after a ship battle too: 116_040 Phaser Array Power Cell (your ship came through a
 * battle in which it and an opposing ship fired), 103_070 Latinum Payoff (your ship with Greed aboard
 * destroyed a ship: 3 points per OFFICER killed aboard it), 105_034 Data's Medals (on your leader in a
 * battle you just won: 5 bonus points, lost if that leader is killed).
 *   1E rulebook › BATTLE › AFTER THE BATTLE; SHIP BATTLE (8. resolution); SCORING POINTS.
 * given (a battle scene, the battle fought, the battle-ended window) / when (PlayCard) / then (score, zones).
 */
import { battleScene, warship, type Placed } from '../testing/battle-scene';
import { legalCommands } from '../legal';
import { play, refused } from '../testing/scenario';
import { Ctx } from '../context';
import { leavePlay } from '../attempt/leaving-play';
import type { Command, GameState, PlayerId } from '../types';
import { Z } from '../zones';

const playCard = (actor: PlayerId, card: string, target: string): Command => ({ type: 'PlayCard', actor, card, target });

/** A ship at L1 with personnel aboard (`crew`: skills of each). */
function fleet(label: string, owner: PlayerId, weapons: number, shields: number, crew: readonly string[]): Placed[] {
  const affiliation = owner === 'p1' ? 'Klingon' : 'Romulan';
  return [
    { label, owner, at: 'space', card: warship({ weapons, shields, affiliation }) },
    ...crew.map((skills, index): Placed => ({ label: `${label}-crew${index}`, owner, at: { aboard: label }, card: { skills, affiliation } })),
  ];
}

/** p1 attacks p2's ship `t` with `a`; p2 returns fire when it can; p1 then holds the battle-ended window. */
function shipBattle(placed: readonly Placed[], hand: string) {
  const built = battleScene([...placed, { label: 'card', owner: 'p1', at: 'hand', card: hand }]);
  const attack: Command = { type: 'InitiateShipBattle', actor: 'p1', ships: [built.id('a')], target: built.id('t') };
  let state = play(built.state, [{ type: 'SetAutoPass', actor: 'p1', on: false }, attack]).state;
  if (state.battle?.returnFire === undefined && state.battle) state = play(state, [{ type: 'ReturnFire', actor: 'p2', target: built.id('a') }]).state;
  // p1's window on its own battle just initiated: pass; the battle resolves; the battle-ended window reaches p1.
  state = play(state, [{ type: 'PassResponse', actor: 'p1' }]).state;
  return { state, id: built.id };
}

describe('the window after a ship battle (1E rulebook › BATTLE › AFTER THE BATTLE)', () => {
  it('opens for the attacked player, then the attacker, with the battle recorded', () => {
    const { state, id } = shipBattle([...fleet('a', 'p1', 8, 6, ['OFFICER']), ...fleet('t', 'p2', 7, 6, ['OFFICER'])], 'Phaser Array Power Cell');
    expect(state.windows?.map((w) => [w.action, w.player])).toEqual([['battle-ended', 'p1']]);
    expect(state.lastShipBattle).toMatchObject({ attacker: 'p1', fired: { p1: [id('a')], p2: [id('t')] }, destroyed: [] });
  });
});

describe('116_040 Phaser Array Power Cell (your ship came through a battle in which it and an opposing ship fired: score points)', () => {
  it('given both sides fired: p1 scores 5 points on its surviving ship', () => {
    const { state, id } = shipBattle([...fleet('a', 'p1', 8, 6, ['OFFICER']), ...fleet('t', 'p2', 7, 6, ['OFFICER'])], 'Phaser Array Power Cell');
    const respond = playCard('p1', id('card'), id('a'));
    expect(legalCommands(state, 'p1')).toContainEqual(respond);
    const after = play(state, [respond]);
    expect(after.state.score.p1.points - state.score.p1.points).toBe(5);
  });
  it('when the target could not fire back there is no exchange: no target', () => {
    const { state, id } = shipBattle([...fleet('a', 'p1', 8, 6, ['OFFICER']), ...fleet('t', 'p2', 0, 6, ['OFFICER'])], 'Phaser Array Power Cell');
    expect(refused(state, playCard('p1', id('card'), id('a')))).toBe('INVALID_TARGET');
  });
});

describe('103_070 Latinum Payoff (your ship with Greed aboard destroyed a ship: 3 points for each OFFICER killed aboard it)', () => {
  const target = fleet('t', 'p2', 0, 6, ['OFFICER', 'OFFICER', 'ENGINEER']);
  it('given a direct hit (13 against 6) destroying a ship with two OFFICERs aboard: p1 scores 6', () => {
    const { state, id } = shipBattle([...fleet('a', 'p1', 13, 6, ['OFFICER Greed']), ...target], 'Latinum Payoff');
    expect(state.lastShipBattle?.destroyed).toMatchObject([{ ship: id('t'), by: [id('a')] }]);
    const after = play(state, [playCard('p1', id('card'), id('t'))]);
    expect(after.state.score.p1.points - state.score.p1.points).toBe(6);
  });
  it('without Greed aboard the destroying ship, or with no ship destroyed, there is no target', () => {
    const plain = shipBattle([...fleet('a', 'p1', 13, 6, ['OFFICER']), ...target], 'Latinum Payoff');
    expect(refused(plain.state, playCard('p1', plain.id('card'), plain.id('t')))).toBe('INVALID_TARGET');
    const hit = shipBattle([...fleet('a', 'p1', 8, 6, ['OFFICER Greed']), ...target], 'Latinum Payoff');
    expect(refused(hit.state, playCard('p1', hit.id('card'), hit.id('t')))).toBe('INVALID_TARGET');
  });
});

describe("105_034 Data's Medals (on your leader in a battle you just won: 5 bonus points, lost if that leader is killed; one per leader)", () => {
  function wonBattle(p1Strength: number) {
    const built = battleScene([
      { label: 'k', owner: 'p1', at: 'surface', card: { skills: 'OFFICER', s: p1Strength, affiliation: 'Klingon' } },
      { label: 'e', owner: 'p1', at: 'surface', card: { skills: 'ENGINEER', s: p1Strength, affiliation: 'Klingon' } },
      { label: 'r', owner: 'p2', at: 'surface', card: { skills: 'SCIENCE', s: 5, affiliation: 'Romulan' } },
      { label: 'm', owner: 'p1', at: 'hand', card: "Data's Medals" },
      { label: 'm2', owner: 'p1', at: 'hand', card: "Data's Medals" },
    ]);
    const state = play(built.state, [{ type: 'SetAutoPass', actor: 'p1', on: false }, { type: 'InitiatePersonnelBattle', actor: 'p1', zone: Z.surface('L1') }, { type: 'PassResponse', actor: 'p1' }]).state;
    return { state, id: built.id };
  }
  it('given p1 won: on its OFFICER it scores 5 bonus points and stays on him; the points go when he is killed', () => {
    const { state, id } = wonBattle(6);
    expect(state.lastBattle?.winner).toBe('p1');
    expect(refused(state, playCard('p1', id('m'), id('e')))).toBe('INVALID_TARGET');
    const after = play(state, [playCard('p1', id('m'), id('k'))]).state;
    expect(after.score.p1.bonus - state.score.p1.bonus).toBe(5);
    expect(after.cards[id('m')]!.zone).toBe(Z.on(id('k')));
    const ctx = new Ctx(after);
    leavePlay(ctx, id('k'), 'killed', 'test');
    expect(ctx.state.score.p1.bonus).toBe(state.score.p1.bonus);
    expect(ctx.state.cards[id('m')]!.zone).toBe(Z.discard('p1'));
  });
  it('a second copy may not go on the same leader (not cumulative)', () => {
    const { state, id } = wonBattle(6);
    const first = play(state, [playCard('p1', id('m'), id('k'))]).state;
    const withWindow: GameState = { ...first, windows: state.windows };
    expect(refused(withWindow, playCard('p1', id('m2'), id('k')))).toBe('INVALID_TARGET');
  });
  it('after a battle p1 lost, it has no target', () => {
    const { state, id } = wonBattle(1);
    expect(state.lastBattle?.winner).toBe('p2');
    expect(refused(state, playCard('p1', id('m'), id('k')))).not.toBeNull();
  });
});
