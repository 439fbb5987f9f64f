/**
 * Issue 15 (helper doors): doorways closed and opened again (closed-doorways.ts) — 103_045 Revolving Door lies on a
 * doorway without the [Shield] icon and closes it while face up (the doorway's abilities and what it adds to its host are
 * not active); at the start of their turn either player may discard a non-personnel card from hand to turn it over.
 *   1E ds9 expansion rules › closed doorways ("its game text is not active"); 1E current rulings › doorway; 1E rulebook ›
 *   PLAYING A DOORWAY; YOUR NORMAL CARD PLAY › "Start of turn" actions.
 *   Also 116_012 Holding Cell Door (brig-doors.ts): a Brig added to its host, and a card closing another Holding Cell Door
 *   nullified.
 * given (a play-phase scene on p1's turn: p2's Temporal Micro-Wormhole and Devidian Door on p2's table) / when (PlayCard,
 * EndTurn, ActivateCard) / then (where the door lies, the refusals, the doorway's ability used again once it is open).
 */
import { check } from '../decide';
import { legalCommands } from '../legal';
import { ofType, scene, ship } from '../testing/attempt-scene';
import { moved, play as run, refused } from '../testing/scenario';
import type { Command, PlayerId } from '../types';
import { Z } from '../zones';
import { opponentUsing } from './double-turns';
import { specialEquipment } from './ship-equipment';
import { hasBrig } from './captives';
import { endTurn as end } from '../testing/commands';

const play = (card: string, target?: string, actor: PlayerId = 'p1', mode?: number): Command => ({ type: 'PlayCard', actor, card, ...(target !== undefined ? { target } : {}), ...(mode !== undefined ? { mode } : {}) });
const activate = (actor: PlayerId, card: string, ability: string, target?: string): Command => ({ type: 'ActivateCard', actor, card, ability, ...(target !== undefined ? { target } : {}) });

describe('103_045 Revolving Door (closes a non-[Shield] doorway while face up; either player may turn it over at the start of their turn by discarding a non-personnel card)', () => {
  /** p1 holds Revolving Door; p2 has Temporal Micro-Wormhole and Devidian Door on the table, Space-Time Portal, an event and a personnel in hand. */
  function doors() {
    const built = scene({ missions: ['Excavation'], hand: ['Revolving Door', 'Wormhole'], opponentHand: ['123_032', 'Devidian Door', '111_007', 'Wormhole', { skills: 'OFFICER' }, 'Revolving Door'] });
    const [door, spare] = built.ids.hand as [string, string];
    const [wormhole, devidian, portal, event, officer, theirDoor] = built.ids.opponentHand as [string, string, string, string, string, string];
    const state = moved(built.state, [[wormhole, Z.table('p2')], [devidian, Z.table('p2')]]);
    return { state, door, spare, wormhole, devidian, portal, event, officer, theirDoor };
  }

  it("applies: played on p2's Temporal Micro-Wormhole it lies there and closes it — p2's download is refused and not offered; p2 turns it over at the start of the turn (an event discarded), once, and the download works", () => {
    const { state, door, wormhole, portal, event } = doors();
    expect(legalCommands(state, 'p1')).toContainEqual(play(door, wormhole, 'p1', 0));
    const closed = run(state, [play(door, wormhole), end('p1')]);
    expect(closed.state.cards[door]!.zone).toBe(Z.on(wormhole));
    expect(closed.state.turn!.player).toBe('p2');
    // Temporal Narcosis reads it as a card of p1's in use (double-turns.ts).
    expect(opponentUsing(closed.state, 'p2', ['Revolving Door'])).toBe(true);
    expect(refused(closed.state, activate('p2', wormhole, 'download', portal))).toBe('DOORWAY_CLOSED');
    expect(legalCommands(closed.state, 'p2')).not.toContainEqual(activate('p2', wormhole, 'download', portal));
    expect(legalCommands(closed.state, 'p2')).toContainEqual(activate('p2', door, 'revolve', event));
    const revolved = run(closed.state, [activate('p2', door, 'revolve', event)]);
    expect(revolved.state.cards[event]!.zone).toBe(Z.discard('p2'));
    expect(ofType(revolved.events, 'CardOptionSelected').map((e) => [e.card, e.option])).toEqual([[door, 'face down']]);
    expect(revolved.state.cards[door]!.zone).toBe(Z.on(wormhole));
    expect(refused(revolved.state, activate('p2', door, 'revolve', portal))).toBe('ONCE_PER_TURN');
    const used = run(revolved.state, [activate('p2', wormhole, 'download', portal)]);
    expect(used.state.cards[portal]!.zone).toBe(Z.table('p2'));
  });

  it('applies: turned back over by p1 at the start of their next turn (p1\'s event discarded), the doorway is closed again on p2\'s turn after', () => {
    const { state, door, wormhole, portal, event, spare } = doors();
    const opened = run(state, [play(door, wormhole), end('p1'), activate('p2', door, 'revolve', event), end('p2')]);
    expect(opened.state.turn!.player).toBe('p1');
    const back = run(opened.state, [activate('p1', door, 'revolve', spare)]);
    expect(back.state.cards[spare]!.zone).toBe(Z.discard('p1'));
    expect(ofType(back.events, 'CardOptionSelected').map((e) => [e.card, e.option])).toEqual([[door, 'face up']]);
    const theirs = run(back.state, [end('p1')]);
    expect(refused(theirs.state, activate('p2', wormhole, 'download', portal))).toBe('DOORWAY_CLOSED');
  });

  it("applies: lying on a Holodeck Door, it takes away the Holodeck the door adds to its ship", () => {
    const built = scene({ missions: ['Excavation'], ship: ship({}), crew: [{ skills: 'OFFICER' }], hand: ['Holodeck Door'], opponentHand: ['Revolving Door'] });
    const holodeck = built.ids.hand[0]!;
    const door = built.ids.opponentHand[0]!;
    const onShip = moved(built.state, [[holodeck, Z.on(built.ids.ship!)]]);
    expect(specialEquipment(onShip, built.ids.ship!)).toContain('Holodeck');
    const closed = moved(onShip, [[door, Z.on(holodeck)]]);
    expect(specialEquipment(closed, built.ids.ship!)).not.toContain('Holodeck');
  });

  it("does not apply: a [Shield] doorway (Devidian Door) is no target; a personnel is no discard for the turn; it is turned only at the start of the player's own turn; without it the doorway's download works", () => {
    const { state, door, spare, wormhole, devidian, event, officer } = doors();
    expect(refused(state, play(door, devidian))).toBe('INVALID_TARGET');
    expect(legalCommands(state, 'p1')).not.toContainEqual(play(door, devidian, 'p1', 0));
    const closed = run(state, [play(door, wormhole), end('p1')]).state;
    expect(refused(closed, activate('p2', door, 'revolve', officer))).toBe('INVALID_TARGET');
    // p1 on p2's turn: not the start of p1's turn.
    expect(refused(closed, activate('p1', door, 'revolve', spare))).toBe('NOT_YOUR_TURN');
    // Once p2 gives orders, the start of the turn is over.
    const orders = run(closed, [{ type: 'BeginOrders', actor: 'p2' }]).state;
    expect(refused(orders, activate('p2', door, 'revolve', event))).toBe('CONDITION_UNMET');
    const open = doors();
    expect(run(open.state, [end('p1'), activate('p2', open.wormhole, 'download', open.portal)]).state.cards[open.portal]!.zone).toBe(Z.table('p2'));
  });

  it("the other mode: p2's Revolving Door nullifies p1's Revolving Door in play (both discarded; the doorway open)", () => {
    const { state, door, wormhole, portal, theirDoor } = doors();
    const closed = run(state, [play(door, wormhole), end('p1')]).state;
    const nullified = run(closed, [play(theirDoor, door, 'p2', 1)]);
    expect([nullified.state.cards[door]!.zone, nullified.state.cards[theirDoor]!.zone]).toEqual([Z.discard('p1'), Z.discard('p2')]);
    expect(run(nullified.state, [activate('p2', wormhole, 'download', portal)]).state.cards[portal]!.zone).toBe(Z.table('p2'));
  });
});

describe('116_012 Holding Cell Door (on your ship or facility it adds a Brig; the other mode nullifies a card closing another Holding Cell Door)', () => {
  /** p1's ship at L1 (a crew of one), two Holding Cell Doors in p1's hand; p2's ship at L1, p2's Revolving Door and Space-Time Portal. */
  function cells() {
    const built = scene({ missions: ['Excavation'], ship: ship({}), crew: [{ skills: 'OFFICER' }], hand: ['Holding Cell Door', 'Holding Cell Door'], opponentHand: [ship({}), 'Revolving Door', '111_007'] });
    const [cell, second] = built.ids.hand as [string, string];
    const [theirShip, revolving, portal] = built.ids.opponentHand as [string, string, string];
    const state = moved(built.state, [[theirShip, Z.space('L1')], [portal, Z.table('p2')]]);
    return { state, ship: built.ids.ship!, cell, second, theirShip, revolving, portal };
  }

  it("applies: played on p1's ship it adds a Brig; p2's Revolving Door on it takes the Brig away (closed); p1's second Holding Cell Door nullifies that Revolving Door and the Brig is back", () => {
    const { state, ship: mine, cell, second, revolving } = cells();
    expect(hasBrig(state, mine)).toBe(false);
    const placed = run(state, [play(cell, mine)]);
    expect(placed.state.cards[cell]!.zone).toBe(Z.on(mine));
    expect(hasBrig(placed.state, mine)).toBe(true);
    const closed = run(placed.state, [end('p1'), play(revolving, cell, 'p2')]).state;
    expect(closed.cards[revolving]!.zone).toBe(Z.on(cell));
    expect(hasBrig(closed, mine)).toBe(false);
    const back = run(closed, [end('p2')]).state;
    expect(legalCommands(back, 'p1')).toContainEqual(play(second, revolving, 'p1', 1));
    const nullified = run(back, [play(second, revolving, 'p1', 1)]);
    expect([nullified.state.cards[revolving]!.zone, nullified.state.cards[second]!.zone]).toEqual([Z.discard('p2'), Z.discard('p1')]);
    expect(hasBrig(nullified.state, mine)).toBe(true);
  });

  it("does not apply: p2's ship is no target; with no card closing a Holding Cell Door the other mode has no target (a Revolving Door closing another doorway is none)", () => {
    const { state, cell, theirShip, revolving, portal } = cells();
    expect(refused(state, play(cell, theirShip))).toBe('INVALID_TARGET');
    // it names an opponent's card the sender cannot see: refused without a word about it (refusal-sight.ts); the rule check says INVALID_TARGET
    expect(refused(state, play(cell, revolving, 'p1', 1))).toBe('CARD_NOT_SEEN');
    expect(check(state, play(cell, revolving, 'p1', 1))?.code).toBe('INVALID_TARGET');
    const elsewhere = run(state, [end('p1'), play(revolving, portal, 'p2'), end('p2')]).state;
    expect(elsewhere.cards[revolving]!.zone).toBe(Z.on(portal));
    expect(refused(elsewhere, play(cell, revolving, 'p1', 1))).toBe('INVALID_TARGET');
  });
});
