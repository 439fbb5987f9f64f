/**
 * Issue 15 (helper hostages): Hostage Trade (behaviour/hostage-trades.ts) — where your personnel escort
 * captives, release any or all of them to their owner there and capture as many other personnel there,
 * then discard the incident; it plays for free while you hold a captive.
 *   1E rulebook › CAPTURE (escorted; released; captured); PLAYING "FOR FREE".
 * given (a scene at L1: p1's ship and crew escorting two captives, p2's ship with two more personnel aboard)
 * / when (ActivateCard, MakeChoice) / then (zones, the incident discarded).
 */
import { ofType, scene, ship } from '../testing/attempt-scene';
import { accepted, moved } from '../testing/scenario';
import { evolveAll } from '../evolve';
import type { Command, GameState, PlayerId } from '../types';
import { Z } from '../zones';
import { playsFree } from './free-plays';
import { behaviourOf } from './registry';

const activate = (card: string, target: string): Command => ({ type: 'ActivateCard', actor: 'p1', card, ability: 'trade', target });
function held(state: GameState, card: string, captor: PlayerId, place: string): GameState {
  return evolveAll([{ type: 'PersonnelCaptured', card, from: state.cards[card]!.zone, to: Z.held(captor, place), captor, source: 'test' }], state);
}

describe('122_035 Hostage Trade (trade escorted captives for as many other personnel there)', () => {
  function table(opts: { brig?: boolean } = {}) {
    const built = scene({
      missions: ['Excavation'],
      ship: ship(),
      crew: [{ skills: 'SECURITY' }, { skills: 'OFFICER' }],
      hand: ['Hostage Trade'],
      opponentHand: [ship(), { skills: 'SECURITY' }, { skills: 'MEDICAL' }, { skills: 'ENGINEER' }, { skills: 'SCIENCE' }],
    });
    const own = built.ids.ship!;
    const [incident] = built.ids.hand as [string];
    const [theirShip, first, second, third, fourth] = built.ids.opponentHand as [string, string, string, string, string];
    let state = moved(built.state, [[incident, Z.table('p1')], [theirShip, Z.space('L1')], [first, Z.aboard(theirShip)], [second, Z.aboard(theirShip)], [third, Z.aboard(theirShip)], [fourth, Z.aboard(theirShip)]]);
    state = held(held(state, first, 'p1', own), second, 'p1', opts.brig ? 'L1' : own);
    return { state, incident, own, theirShip, first, second, third, fourth };
  }

  it('applies: both captives go back aboard their owner’s ship; two other personnel there are captured by your crew; the incident is discarded', () => {
    const { state, incident, own, theirShip, first, second, third, fourth } = table();
    const asked = accepted(state, activate(incident, first));
    expect(asked.state.pendingChoice).toEqual(expect.objectContaining({ player: 'p1', min: 0, max: 2, options: [first, second] }));
    const traded = accepted(asked.state, { type: 'MakeChoice', actor: 'p1', chosen: [first, second] });
    expect(traded.state.cards[first]!.zone).toBe(Z.aboard(theirShip));
    expect(traded.state.cards[second]!.zone).toBe(Z.aboard(theirShip));
    // Two to take, and exactly two others there: the rules leave no choice, so the engine captures them at once.
    expect(traded.state.pendingChoice ?? null).toBeNull();
    expect(traded.state.cards[third]!.zone).toBe(Z.held('p1', own));
    expect(traded.state.cards[fourth]!.zone).toBe(Z.held('p1', own));
    expect(traded.state.cards[incident]!.zone).toBe(Z.discard('p1'));
  });

  it('applies to some only: one captive released, then one of the other personnel there (not the one just released) is chosen and captured', () => {
    const { state, incident, own, theirShip, first, second, third, fourth } = table();
    const asked = accepted(state, activate(incident, first));
    const one = accepted(asked.state, { type: 'MakeChoice', actor: 'p1', chosen: [second] });
    expect(one.state.cards[second]!.zone).toBe(Z.aboard(theirShip));
    expect(one.state.pendingChoice).toEqual(expect.objectContaining({ player: 'p1', min: 1, max: 1, options: [third, fourth] }));
    const done = accepted(one.state, { type: 'MakeChoice', actor: 'p1', chosen: [fourth] });
    expect(done.state.cards[fourth]!.zone).toBe(Z.held('p1', own));
    expect(done.state.cards[third]!.zone).toBe(Z.aboard(theirShip));
    expect(done.state.cards[first]!.zone).toBe(Z.held('p1', own));
    expect(done.state.cards[incident]!.zone).toBe(Z.discard('p1'));
  });

  it('does not apply: releasing none trades nothing and keeps the incident; a captive with no escort (waiting at the location) is no target', () => {
    const { state, incident, own, first, third } = table();
    const asked = accepted(state, activate(incident, first));
    const none = accepted(asked.state, { type: 'MakeChoice', actor: 'p1', chosen: [] });
    expect(none.state.cards[first]!.zone).toBe(Z.held('p1', own));
    expect(none.state.cards[third]!.zone).not.toContain('held');
    expect(none.state.cards[incident]!.zone).toBe(Z.table('p1'));
    const unescorted = table({ brig: true });
    expect(() => accepted(unescorted.state, activate(unescorted.incident, unescorted.second))).toThrow();
  });

  it('plays for free while you hold a captive, and not otherwise', () => {
    const { state, first, second } = table();
    const behaviour = behaviourOf('122_035');
    expect(playsFree(state, 'p1', behaviour)).toBe(true);
    const freed = evolveAll(
      [first, second].map((card) => ({ type: 'CaptiveReleased' as const, card, from: state.cards[card]!.zone, to: Z.surface('L1'), how: 'released' as const, source: 'test' })),
      state,
    );
    expect(playsFree(freed, 'p1', behaviour)).toBe(false);
  });

  describe('while it lies on the table, Prisoner Exchange and Fajo\'s Gallery are each used once per turn (title-use-limits.ts)', () => {
    function exchanges(withTrade: boolean) {
      const built = scene({ missions: ['Excavation'], ship: ship(), crew: [{ skills: 'SECURITY' }], hand: ['Hostage Trade', 'Prisoner Exchange', 'Prisoner Exchange'], opponentHand: [ship(), { skills: 'OFFICER' }, { skills: 'MEDICAL' }] });
      const own = built.ids.ship!;
      const [trade, one, two] = built.ids.hand as [string, string, string];
      const [theirShip, foe, other] = built.ids.opponentHand as [string, string, string];
      let state = moved(built.state, [[trade, withTrade ? Z.table('p1') : Z.discard('p1')], [one, Z.table('p1')], [two, Z.table('p1')], [theirShip, Z.space('L1')], [foe, Z.aboard(theirShip)], [other, Z.aboard(theirShip)]]);
      state = held(held(state, foe, 'p1', own), other, 'p1', own);
      return { state, one, two, foe, other };
    }
    const exchange = (card: string, target: string): Command => ({ type: 'ActivateCard', actor: 'p1', card, ability: 'exchange', target });

    it('applies: a second Prisoner Exchange the same turn is refused', () => {
      const { state, one, two, foe, other } = exchanges(true);
      const first = accepted(state, exchange(one, foe));
      expect(first.state.cards[foe]!.zone).not.toContain('held');
      expect(() => accepted(first.state, exchange(two, other))).toThrow(/once each turn/);
    });

    it('does not apply with Hostage Trade off the table: both copies are used the same turn', () => {
      const { state, one, two, foe, other } = exchanges(false);
      const first = accepted(state, exchange(one, foe));
      const second = accepted(first.state, exchange(two, other));
      expect(second.state.cards[other]!.zone).not.toContain('held');
    });

    it("applies to Fajo's Gallery: capturing two unique personnel in one trade draws for the first only", () => {
      const built = scene({
        missions: ['Excavation'],
        ship: ship(),
        crew: [{ skills: 'SECURITY' }],
        hand: ['Hostage Trade', "Fajo's Gallery"],
        drawTop: ['Hail', 'Hail', 'Hail', 'Hail'],
        opponentHand: [ship(), { skills: 'OFFICER' }, { skills: 'MEDICAL' }, { skills: 'ENGINEER', universal: false }, { skills: 'SCIENCE', universal: false }],
      });
      const own = built.ids.ship!;
      const [trade, gallery] = built.ids.hand as [string, string];
      const [theirShip, first, second, third, fourth] = built.ids.opponentHand as [string, string, string, string, string];
      let state = moved(built.state, [[trade, Z.table('p1')], [gallery, Z.table('p1')], [theirShip, Z.space('L1')], [first, Z.aboard(theirShip)], [second, Z.aboard(theirShip)], [third, Z.aboard(theirShip)], [fourth, Z.aboard(theirShip)]]);
      state = held(held(state, first, 'p1', own), second, 'p1', own);
      const asked = accepted(state, activate(trade, first));
      const traded = accepted(asked.state, { type: 'MakeChoice', actor: 'p1', chosen: [first, second] });
      expect(traded.state.cards[third]!.zone).toBe(Z.held('p1', own));
      expect(traded.state.cards[fourth]!.zone).toBe(Z.held('p1', own));
      expect(ofType(traded.events, 'CardsDrawn').map((event) => event.cards.length)).toEqual([2]);
    });
  });
});
