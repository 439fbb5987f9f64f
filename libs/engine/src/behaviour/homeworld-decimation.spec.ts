/**
 * Issue 15 (helper obja): 227_023 Decimate Homeworld — given a homeworld, when the objective is played, a ship battle is
 * initiated there against a force Strategema guards, or an opposing headquarters is destroyed there, then the play
 * condition, the guard lifted for Breen/Xindi ships and the points (printed SHIELDS) follow.
 *   1E rulebook › THE CARDS › MISSIONS (homeworlds); BATTLE › INITIATING A BATTLE; SHIP BATTLE › 5. Open Fire,
 *   8. Resolution; THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES (lasting effects).
 */
import type { Card } from '@captains-log/cards';
import { battleScene, warship, type Placed } from '../testing/battle-scene';
import { ofType, realCard, scene } from '../testing/attempt-scene';
import { accepted, moved, play, refused } from '../testing/scenario';
import type { Command, GameState } from '../types';
import { Z } from '../zones';

const breen = (weapons: number, characteristic = 'Breen ship'): Card => ({ ...warship({ affiliation: 'Dominion', weapons, shields: 8 }), characteristics: [characteristic] });

describe('227_023 Decimate Homeworld: plays on a homeworld once you solved a planet and a space mission', () => {
  const given = (completed: readonly string[]) => {
    const built = scene({ missions: ['Expose Covert Supply', 'Excavation', 'Investigate Rogue Comet'], hand: ['Decimate Homeworld'] });
    const state: GameState = { ...built.state, completed: { p1: completed, p2: [] } };
    return { state, card: built.ids.hand[0]! };
  };
  const playOn = (card: string, target: string): Command => ({ type: 'PlayCard', actor: 'p1', card, target });

  it('with a planet (L2) and a space (L3) mission solved: it plays on the homeworld (L1), never on a non-homeworld', () => {
    const { state, card } = given(['L2', 'L3']);
    expect(accepted(state, playOn(card, 'L1')).state.cards[card]!.zone).toBe(Z.atop('L1'));
    expect(refused(state, playOn(card, 'L2'))).not.toBeNull();
  });

  it('does not apply: with only a planet mission solved (or none) it may not be played', () => {
    expect(refused(given(['L2']).state, playOn(given(['L2']).card, 'L1'))).toBe('PLAY_CONDITION');
    expect(refused(given([]).state, playOn(given([]).card, 'L1'))).toBe('PLAY_CONDITION');
  });
});

describe('227_023 Decimate Homeworld: your Breen and Xindi ships ignore Strategema here when initiating battle', () => {
  /** L1 is Expose Covert Supply (the Klingon homeworld); p2's Klingon ship with its crew there, p2's Strategema on the table; p1's ship `attacker`. */
  function guardScene(attacker: Card, objective = true) {
    const placed: Placed[] = [
      { label: 'ship', owner: 'p1', at: 'space', card: attacker },
      { label: 'crew', owner: 'p1', at: { aboard: 'ship' }, card: { skills: 'OFFICER Leadership', affiliation: 'Dominion' } },
      { label: 'target', owner: 'p2', at: 'space', card: warship({ affiliation: 'Klingon', shields: 30 }) },
      { label: 'target-crew', owner: 'p2', at: { aboard: 'target' }, card: { skills: 'OFFICER', affiliation: 'Klingon' } },
      { label: 'strategema', owner: 'p2', at: 'hand', card: 'Strategema' },
      { label: 'decimate', owner: 'p1', at: 'hand', card: 'Decimate Homeworld' },
    ];
    const built = battleScene(placed);
    const homeworld = { ...realCard('Expose Covert Supply'), id: '101_154' };
    const state = { ...built.state, blueprints: { ...built.state.blueprints, ['101_154']: homeworld } };
    const moves: [string, string][] = [[built.id('strategema'), Z.table('p2')], ...(objective ? [[built.id('decimate'), Z.atop('L1')] as [string, string]] : [])];
    const attack: Command = { type: 'InitiateShipBattle', actor: 'p1', ships: [built.id('ship')], target: built.id('target') };
    return { state: moved(state, moves), attack };
  }

  it('a Breen ship (or a Xindi ship) of yours may initiate the battle with the objective on the homeworld', () => {
    const one = guardScene(breen(5));
    expect(ofType(accepted(one.state, one.attack).events, 'BattleInitiated')).toHaveLength(1);
    const xindi = guardScene(breen(5, 'Xindi ship'));
    expect(ofType(accepted(xindi.state, xindi.attack).events, 'BattleInitiated')).toHaveLength(1);
  });

  it('does not apply: without the objective, or with a ship that is neither Breen nor Xindi, Strategema refuses the battle', () => {
    const without = guardScene(breen(5), false);
    expect(refused(without.state, without.attack)).toBe('BATTLE_FORBIDDEN');
    const plain = guardScene(warship({ affiliation: 'Dominion', weapons: 5, shields: 8 }));
    expect(refused(plain.state, plain.attack)).toBe('BATTLE_FORBIDDEN');
  });
});

describe('227_023 Decimate Homeworld: an opposing headquarters you destroy here scores its printed SHIELDS', () => {
  /** p1's Romulan ship (WEAPONS 100) and crew at L1; p2's `facility` there; the objective atop L1 (unless `objective` is false). */
  function siege(facility: string, objective = true) {
    const built = battleScene([
      { label: 'ship', owner: 'p1', at: 'space', card: warship({ affiliation: 'Romulan', weapons: 100, shields: 8 }) },
      { label: 'crew', owner: 'p1', at: { aboard: 'ship' }, card: { skills: 'OFFICER Leadership', affiliation: 'Romulan' } },
      { label: 'hq', owner: 'p2', at: 'space', card: facility },
      { label: 'decimate', owner: 'p1', at: 'hand', card: 'Decimate Homeworld' },
    ]);
    const state = objective ? moved(built.state, [[built.id('decimate'), Z.atop('L1')]]) : built.state;
    const attack: Command = { type: 'InitiateShipBattle', actor: 'p1', ships: [built.id('ship')], target: built.id('hq') };
    return { state, attack, id: built.id };
  }

  it('Central Command (SHIELDS 44) destroyed by your attack: you score 44, the objective stays', () => {
    const { state, attack, id } = siege('Central Command');
    const { events, state: after } = play(state, [attack]);
    expect(ofType(events, 'ShipsFired')).toMatchObject([{ attack: 100, defense: 44, result: 'direct-hit' }]);
    expect(ofType(events, 'PointsScored')).toMatchObject([{ player: 'p1', points: 44, source: id('decimate') }]);
    expect(after.cards[id('hq')]!.zone).toBe(Z.discard('p2'));
    expect(after.cards[id('decimate')]!.zone).toBe(Z.atop('L1'));
  });

  it('does not apply: an outpost destroyed here, or a headquarters destroyed without the objective, scores nothing', () => {
    const outpost = siege('Klingon Outpost');
    const { events, state: after } = play(outpost.state, [outpost.attack]);
    expect(after.cards[outpost.id('hq')]!.zone).toBe(Z.discard('p2'));
    expect(ofType(events, 'PointsScored')).toEqual([]);
    const without = siege('Central Command', false);
    expect(ofType(play(without.state, [without.attack]).events, 'PointsScored')).toEqual([]);
  });
});
