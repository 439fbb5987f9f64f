/**
 * Issue 15 (captive): a captive brought under its captor's control (behaviour/captive-control.ts) —
 * 105_019 Brainwash: lies on your captive, which reports aboard your outpost under your control and mixes
 * with your cards regardless of affiliation; a card that rescues captives still brings it back.
 *   1E rulebook › CAPTURE (held or Brainwashed captives are rescued only by a card that rescues);
 *   MISCELLANEOUS RULES › CONTROL AND OWNERSHIP; REPORTING FOR DUTY › COMPATIBLE.
 * given (a scene at L1: a captive of p1's held at L1) / when (PlayCard Brainwash; Rescue Captives) / then (zones, control).
 */
import { scene, ship } from '../testing/attempt-scene';
import { accepted, moved } from '../testing/scenario';
import { evolveAll } from '../evolve';
import { checkHouseArrest } from '../play';
import type { Command, GameState, PlayerId } from '../types';
import { Z } from '../zones';

const playCard = (actor: PlayerId, card: string, target?: string): Command => ({ type: 'PlayCard', actor, card, ...(target !== undefined ? { target } : {}) });

function held(state: GameState, card: string, captor: PlayerId, place: string): GameState {
  return evolveAll([{ type: 'PersonnelCaptured', card, from: state.cards[card]!.zone, to: Z.held(captor, place), captor, source: 'test' }], state);
}

function table(outpost: boolean) {
  const built = scene({
    missions: ['Excavation', 'Plunder Site'],
    awayTeam: [{ skills: 'SECURITY' }],
    hand: ['Brainwash', 'Federation Outpost', ship({ affiliation: 'Federation' })],
    opponentHand: [{ skills: 'OFFICER', affiliation: 'Romulan' }, 'Rescue Captives', 'Romulan Outpost'],
  });
  const [brainwash, base, fedShip] = built.ids.hand as [string, string, string];
  const [foe, rescue, theirBase] = built.ids.opponentHand as [string, string, string];
  const state = held(moved(built.state, [[foe, Z.surface('L1')], [fedShip, Z.space('L1')], [theirBase, Z.space('L2')], ...(outpost ? [[base, Z.space('L1')] as [string, string]] : [])]), foe, 'p1', 'L1');
  return { state, brainwash, base, fedShip, foe, rescue, theirBase };
}

describe('105_019 Brainwash (your captive reports to your outpost under your control and mixes regardless of affiliation)', () => {
  it('applies: the captive reports aboard your outpost, is yours to use (its owner kept), and the event lies on it', () => {
    const { state, brainwash, base, foe } = table(true);
    const after = accepted(state, playCard('p1', brainwash, foe));
    expect(after.state.cards[foe]!.zone).toBe(Z.aboard(base));
    expect(after.state.cards[foe]!.owner).toBe('p1');
    expect(after.state.control?.[foe]?.owner).toBe('p2');
    expect(after.state.cards[brainwash]!.zone).toBe(Z.on(foe));
  });
  it('applies: the Romulan may go aboard your Federation ship (a plain Romulan of yours may not)', () => {
    const { state, brainwash, foe, fedShip } = table(true);
    const after = accepted(state, playCard('p1', brainwash, foe));
    expect(checkHouseArrest(after.state, 'p1', [foe], Z.aboard(fedShip))).toBeNull();
    const plain = evolveAll([{ type: 'ControlTaken', cards: [foe], by: 'p1', from: 'p2', source: 'test', until: 99 }], state);
    expect(checkHouseArrest(plain, 'p1', [foe], Z.aboard(fedShip))).toEqual(expect.objectContaining({ code: 'HOUSE_ARREST' }));
  });
  it('does not apply without an outpost of yours: the captive stays held', () => {
    const { state, brainwash, foe } = table(false);
    const after = accepted(state, playCard('p1', brainwash, foe));
    expect(after.state.cards[foe]!.zone).toBe(Z.held('p1', 'L1'));
    expect(after.state.control?.[foe]).toBeUndefined();
  });
  it('does not apply to a personnel who is not your captive', () => {
    const { state, brainwash, foe } = table(true);
    const free = evolveAll([{ type: 'CaptiveReleased', card: foe, from: Z.held('p1', 'L1'), to: Z.surface('L1'), how: 'released', source: 'test' }], state);
    expect(() => accepted(free, playCard('p1', brainwash, foe))).toThrow();
  });
  it("103_072 Rescue Captives brings the brainwashed captive back to its owner's outpost; Brainwash is discarded", () => {
    const { state, brainwash, foe, rescue, theirBase } = table(true);
    const washed = accepted(state, playCard('p1', brainwash, foe)).state;
    const after = accepted(evolveAll([{ type: 'TurnBegan', player: 'p2', number: 2 }], washed), playCard('p2', rescue));
    expect(after.state.cards[foe]!.zone).toBe(Z.aboard(theirBase));
    expect(after.state.cards[foe]!.owner).toBe('p2');
    expect(after.state.control?.[foe]).toBeUndefined();
    expect(after.state.cards[brainwash]!.zone).toBe(Z.discard('p1'));
  });
});
