/**
 * Premiere events and interrupts that act later (issue 15, second pass): cards lying on a ship or on
 * the table with `turn-ends` triggers — at the end of the turns they name, from the turn they were
 * played in or from the next — and a restriction in play (no Interrupts).
 *   1E rulebook › END OF TURN; THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES (lasting effects);
 *   THE CARDS › INTERRUPTS; DAMAGE AND REPAIRS › ROTATION DAMAGE; GETTING HURT › KILLED OR DESTROYED.
 * given (a play-phase scene on p1's turn 1) / when (PlayCard, then EndTurn in turn) / then (the facts).
 */
import { evolveAll } from '../evolve';
import { legalCommands } from '../legal';
import { remainingRange } from '../play';
import { ofType, scene, ship, type PersonSpec } from '../testing/attempt-scene';
import { when, play as run } from '../testing/scenario';
import type { Command, GameEvent, GameState } from '../types';
import { Z } from '../zones';
import { endTurn as end, playCard as play } from '../testing/commands';

function refused(state: GameState, command: Command): string {
  const outcome = when(state, command);
  if (!('violation' in outcome)) throw new Error(`expected a violation for ${command.type}`);
  return outcome.violation.code;
}
const offered = (state: GameState, card: string) => legalCommands(state, 'p1').filter((c) => c.type === 'PlayCard' && c.card === card);

function shipScene(card: string, crew: PersonSpec[], shields = 6, missions: string[] = ['Excavation']) {
  const built = scene({ missions, ship: ship({ shields }), crew, hand: [card] });
  return { built, card: built.ids.hand[0]!, shipId: built.ids.ship! };
}

describe('101_102 Warp Core Breach (event on a ship: destroyed at the end of its owner’s next turn unless ENGINEER aboard)', () => {
  it('on p1’s own ship without ENGINEER: it lies on the ship; nothing at the end of turns 1 and 2; at the end of p1’s turn 3 the ship and crew are destroyed and the event discarded', () => {
    const { built, card, shipId } = shipScene('Warp Core Breach', [{ skills: 'OFFICER' }]);
    let { state } = run(built.state, [play(card, shipId)]);
    expect(state.cards[card]!.zone).toBe(Z.on(shipId));
    const early = run(state, [end('p1'), end('p2')]);
    expect(ofType(early.events, 'CardLeftPlay')).toEqual([]);
    state = early.state;
    const third = run(state, [end('p1')]);
    expect(ofType(third.events, 'CardLeftPlay').map((e) => [e.card, e.how])).toEqual([
      [built.ids.crew[0], 'killed'],
      [card, 'discarded'],
      [shipId, 'destroyed'],
    ]);
    expect(third.state.cards[card]!.zone).toBe(Z.discard('p1'));
  });
  it('with an ENGINEER aboard the ship survives and the event is discarded', () => {
    const { built, card, shipId } = shipScene('Warp Core Breach', [{ skills: 'ENGINEER' }]);
    const { events, state } = run(built.state, [play(card, shipId), end('p1'), end('p2'), end('p1')]);
    expect(ofType(events, 'CardLeftPlay')).toEqual([]);
    expect(ofType(events, 'RequirementChecked').map((e) => [e.requirement, e.verdict])).toEqual([['ENGINEER', 'met']]);
    expect(state.cards[shipId]!.zone).toBe(Z.space('L1'));
    expect(state.cards[card]!.zone).toBe(Z.discard('p1'));
  });
});

describe('101_087 Plasma Fire (event on a ship: damage at the end of each of its owner’s turns from the next, until SECURITY puts it out)', () => {
  it('without SECURITY: nothing at the ends of turns 1 (played) and 2 (the opponent’s); damaged at the end of p1’s turn 3; destroyed by the second damage at the end of turn 5', () => {
    const { built, card, shipId } = shipScene('Plasma Fire', [{ skills: 'OFFICER' }]);
    const first = run(built.state, [play(card, shipId), end('p1'), end('p2')]);
    expect(ofType(first.events, 'ShipDamaged')).toEqual([]);
    const second = run(first.state, [end('p1')]);
    expect(ofType(second.events, 'ShipDamaged').map((e) => [e.ship, e.damage])).toEqual([[shipId, 1]]);
    const third = run(second.state, [end('p2'), end('p1')]);
    expect(ofType(third.events, 'ShipDamaged').map((e) => [e.ship, e.damage])).toEqual([[shipId, 2]]);
    expect(third.state.cards[shipId]!.zone).toBe(Z.discard('p1'));
  });
  it('with SECURITY aboard the fire is put out at the end of p1’s turn 3: discarded, no damage', () => {
    const { built, card, shipId } = shipScene('Plasma Fire', [{ skills: 'SECURITY' }]);
    const { events, state } = run(built.state, [play(card, shipId), end('p1'), end('p2'), end('p1')]);
    expect(ofType(events, 'ShipDamaged')).toEqual([]);
    expect(ofType(events, 'CardLeftPlay').map((e) => [e.card, e.how])).toEqual([[card, 'discarded']]);
    expect(state.cards[card]!.zone).toBe(Z.discard('p1'));
  });
});

describe('101_129 Loss of Orbital Stability (interrupt on a ship orbiting a planet: no RANGE now; destroyed at its owner’s next turn end unless SHIELDS>4)', () => {
  it('a SHIELDS 4 ship at a planet: RANGE 0 this turn; destroyed at the end of p1’s turn 3', () => {
    const { built, card, shipId } = shipScene('Loss of Orbital Stability', [{ skills: 'OFFICER' }], 4);
    const played = run(built.state, [play(card, shipId)]);
    expect(remainingRange(played.state, shipId)).toBe(0);
    expect(played.events[0]).toMatchObject({ type: 'CardPlayed', normalCardPlay: false, to: Z.on(shipId) });
    const later = run(played.state, [end('p1'), end('p2'), end('p1')]);
    expect(ofType(later.events, 'CardLeftPlay').map((e) => e.card)).toContain(shipId);
  });
  it('a SHIELDS 6 ship survives, the interrupt is discarded', () => {
    const { built, card, shipId } = shipScene('Loss of Orbital Stability', [{ skills: 'OFFICER' }], 6);
    const { events, state } = run(built.state, [play(card, shipId), end('p1'), end('p2'), end('p1')]);
    expect(ofType(events, 'CardLeftPlay')).toEqual([]);
    expect(state.cards[card]!.zone).toBe(Z.discard('p1'));
  });
  it('a ship at a space mission is no valid target', () => {
    const { built, card } = shipScene('Loss of Orbital Stability', [{ skills: 'OFFICER' }], 4, ['Study Stellar Collision']);
    expect(offered(built.state, card)).toEqual([]);
  });
});

describe('101_110 Auto-Destruct Sequence (interrupt on your ship: destroyed at the end of your turn; other ships there with SHIELDS<8 damaged)', () => {
  it('at the end of this turn: the other ship (SHIELDS 6) is damaged, the ship with SHIELDS 9 is not; the target and its crew are destroyed', () => {
    const weak = ship({ shields: 6 });
    const strong = ship({ shields: 9 });
    const built = scene({ missions: ['Excavation'], ship: ship(), crew: [{ skills: 'OFFICER' }], hand: ['Auto-Destruct Sequence', weak, strong] });
    const [card, weakId, strongId] = built.ids.hand as [string, string, string];
    const state = evolveAll(
      [weakId, strongId].map((iid) => ({ type: 'CardMoved', card: iid, from: Z.hand('p1'), to: Z.space('L1'), faceUp: true, reason: 'test' }) as GameEvent),
      built.state,
    );
    const { events } = run(state, [play(card, built.ids.ship!), end('p1')]);
    expect(ofType(events, 'ShipDamaged').map((e) => e.ship)).toEqual([weakId]);
    expect(ofType(events, 'CardLeftPlay').map((e) => e.card)).toEqual([built.ids.crew[0], card, built.ids.ship]);
  });
  it('only on your own ship: with no ship of yours there is no valid target', () => {
    const built = scene({ missions: ['Excavation'], hand: ['Auto-Destruct Sequence'] });
    expect(offered(built.state, built.ids.hand[0]!)).toEqual([]);
  });
});

describe('101_077 Goddess of Empathy (event: no Interrupts but Kevin Uxbridge and Q2 until the end of your next turn)', () => {
  it('while it lies on the table The Juggler is refused for both players; it is discarded at the end of p1’s next turn; then interrupts are back', () => {
    const built = scene({ missions: ['Excavation'], hand: ['Goddess of Empathy', 'The Juggler'], opponentHand: ['The Juggler'] });
    const [goddess, juggler] = built.ids.hand as [string, string];
    const theirs = built.ids.opponentHand[0]!;
    let { state } = run(built.state, [play(goddess)]);
    expect(refused(state, play(juggler, 'p2'))).toBe('INTERRUPTS_FORBIDDEN');
    state = run(state, [end('p1')]).state;
    expect(refused(state, play(theirs, 'p1', 'p2'))).toBe('INTERRUPTS_FORBIDDEN');
    state = run(state, [end('p2')]).state;
    expect(state.cards[goddess]!.zone).toBe(Z.table('p1'));
    state = run(state, [end('p1')]).state;
    expect(state.cards[goddess]!.zone).toBe(Z.discard('p1'));
    expect(run(state, [play(theirs, 'p1', 'p2')]).events[0]).toMatchObject({ type: 'CardPlayed', card: theirs });
  });
  it('Kevin Uxbridge may still be played, and nullifies it', () => {
    const built = scene({ missions: ['Excavation'], hand: ['Goddess of Empathy', 'Kevin Uxbridge'] });
    const [goddess, kevin] = built.ids.hand as [string, string];
    const { state } = run(built.state, [play(goddess), play(kevin, goddess)]);
    expect(state.cards[goddess]!.zone).toBe(Z.discard('p1'));
  });
});

describe('101_140 Temporal Rift (interrupt on your ship: it disappears, and reappears where it was after two of your full turns)', () => {
  it('the ship and crew leave the spaceline (no flying, no beaming offered); at the end of p1’s turn 5 (two full turns) the ship is back at L1 and the rift discarded', () => {
    const { built, card, shipId } = shipScene('Temporal Rift', [{ skills: 'OFFICER' }]);
    const played = run(built.state, [play(card, shipId)]);
    expect(played.state.cards[card]!.zone).toBe(Z.atop('L1'));
    expect(played.state.cards[shipId]!.zone).toBe(Z.on(card));
    expect(legalCommands(played.state, 'p1').filter((c) => c.type === 'Fly' || c.type === 'Beam')).toEqual([]);
    const early = run(played.state, [end('p1'), end('p2'), end('p1'), end('p2')]);
    expect(early.state.cards[shipId]!.zone).toBe(Z.on(card));
    const back = run(early.state, [end('p1')]).state;
    expect(back.cards[shipId]!.zone).toBe(Z.space('L1'));
    expect(back.cards[built.ids.crew[0]!]!.zone).toBe(Z.aboard(shipId));
    expect(back.cards[card]!.zone).toBe(Z.discard('p1'));
  });
  it('with no ship of yours there is no valid target', () => {
    const built = scene({ missions: ['Excavation'], hand: ['Temporal Rift'] });
    expect(offered(built.state, built.ids.hand[0]!)).toEqual([]);
  });
});
