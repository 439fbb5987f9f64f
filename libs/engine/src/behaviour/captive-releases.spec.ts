/**
 * Issue 15 (captive): Prisoner Exchange's other way (behaviour/captive-releases.ts) — the captive you hold
 * is released, and instead of getting your own captives back you download one personnel there (the
 * choice pool `draw-deck` with `download`, the fate `download-where-target-is`). (Interrogation's "anywhere" is in
 * captive-cards.spec.ts.)
 *   1E rulebook › CAPTURE (released); DOWNLOADING.
 * given (a scene at L1: p1's ship and crew, p2's ship, a captive each way) / when (ActivateCard, MakeChoice) / then (zones).
 */
import { scene, ship, ofType } from '../testing/attempt-scene';
import { accepted, moved } from '../testing/scenario';
import { evolveAll } from '../evolve';
import type { GameState, PlayerId } from '../types';
import { Z } from '../zones';
import { activate } from '../testing/commands';

function held(state: GameState, card: string, captor: PlayerId, place: string): GameState {
  return evolveAll([{ type: 'PersonnelCaptured', card, from: state.cards[card]!.zone, to: Z.held(captor, place), captor, source: 'test' }], state);
}

describe('116_032 Prisoner Exchange, the download way (release your captive, then download one personnel there instead)', () => {
  function table() {
    const built = scene({ missions: ['Excavation'], ship: ship(), crew: [{ skills: 'SECURITY' }, { skills: 'OFFICER' }], hand: ['Prisoner Exchange', { skills: 'ENGINEER' }, 'Hail'], opponentHand: [ship(), { skills: 'SECURITY' }, { skills: 'MEDICAL' }] });
    const own = built.ids.ship!;
    const [, mine] = built.ids.crew as [string, string];
    const [incident, recruit, hail] = built.ids.hand as [string, string, string];
    const [theirShip, escort, foe] = built.ids.opponentHand as [string, string, string];
    let state = moved(built.state, [[incident, Z.table('p1')], [theirShip, Z.space('L1')], [escort, Z.aboard(theirShip)], [foe, Z.aboard(theirShip)]]);
    state = held(held(state, foe, 'p1', own), mine, 'p2', theirShip);
    return { state, incident, own, theirShip, mine, foe, recruit, hail };
  }
  it('applies: the captive goes back to its owner’s ship; you pick a personnel of your hand or deck, downloaded aboard your ship there; your own captive stays held', () => {
    const { state, incident, own, theirShip, mine, foe, recruit, hail } = table();
    const asked = accepted(state, activate(incident, 'exchange-for-download', foe));
    expect(asked.state.cards[foe]!.zone).toBe(Z.aboard(theirShip));
    expect(asked.state.pendingChoice).toEqual(expect.objectContaining({ player: 'p1', min: 0, max: 1 }));
    expect(asked.state.pendingChoice!.options).toContain(recruit);
    expect(asked.state.pendingChoice!.options).not.toContain(hail);
    const after = accepted(asked.state, { type: 'MakeChoice', actor: 'p1', chosen: [recruit] });
    expect(ofType(after.events, 'CardDownloaded').map((e) => [e.card, e.to])).toEqual([[recruit, Z.aboard(own)]]);
    expect(after.state.cards[mine]!.zone).toBe(Z.held('p2', theirShip));
    expect(after.state.cards[incident]!.zone).toBe(Z.discard('p1'));
  });
  it('does not apply without a captive of yours (your own personnel held by the opponent is no target); choosing none downloads nothing', () => {
    const { state, incident, mine, foe } = table();
    const none = evolveAll([{ type: 'CaptiveReleased', card: foe, from: state.cards[foe]!.zone, to: Z.surface('L1'), how: 'released', source: 'test' }], state);
    expect(() => accepted(none, activate(incident, 'exchange-for-download', mine))).toThrow();
    const asked = accepted(state, activate(incident, 'exchange-for-download', foe));
    const after = accepted(asked.state, { type: 'MakeChoice', actor: 'p1', chosen: [] });
    expect(ofType(after.events, 'CardDownloaded')).toEqual([]);
  });
});
