/**
 * Issue 15 (captive): captures made in personnel battle (`captureStunned`, behaviour/battle-captures.ts) —
 * 116_029 Captured's second way (any player's turn; your non-Borg SECURITY; the incident is discarded) and
 * 124_029 Relics of the Chase (your Hirogen; once in each battle).
 *   1E rulebook › BATTLE › PERSONNEL BATTLE (4. Combat: stunned); CAPTURE.
 * given (a battle scene at L1 with the card on a table) / when (InitiatePersonnelBattle) / then (PersonnelCaptured, where the captive is held, the card).
 */
import { battleScene, type Placed } from '../testing/battle-scene';
import { ofType } from '../testing/attempt-scene';
import { moved, play } from '../testing/scenario';
import type { Command, PlayerId } from '../types';
import { Z } from '../zones';

const attack = (actor: PlayerId): Command => ({ type: 'InitiatePersonnelBattle', actor, zone: Z.surface('L1') });
const p1 = (label: string, s: number, skills: string, ch: string[] = ['Klingon'], affiliation = 'Klingon'): Placed => ({ label, owner: 'p1', at: 'surface', card: { skills, s, affiliation, ch } });
const p2 = (label: string, s: number, skills = 'OFFICER Leadership'): Placed => ({ label, owner: 'p2', at: 'surface', card: { skills, s, affiliation: 'Romulan', ch: ['Romulan'] } });
const card = (title: string): Placed => ({ label: 'card', owner: 'p1', at: 'hand', card: title });

function fight(placed: readonly Placed[], turn: PlayerId = 'p1') {
  const built = battleScene(placed, { player: turn, number: 1 });
  const state = moved(built.state, [[built.id('card'), Z.table('p1')]]);
  const after = play(state, [attack(turn)]);
  return { ...after, id: built.id, captured: ofType(after.events, 'PersonnelCaptured') };
}

describe('116_029 Captured (a personnel just stunned in battle by your non-Borg SECURITY is captured; the incident is discarded)', () => {
  it('applies: your SECURITY (8) stuns the Romulan (6); it is captured by your Away Team there and the incident is discarded', () => {
    const { captured, state, id } = fight([p1('k', 8, 'SECURITY Leadership'), p2('r', 6), card('Captured')]);
    expect(captured.map((e) => [e.card, e.captor, e.to])).toEqual([[id('r'), 'p1', Z.held('p1', 'L1')]]);
    expect(state.cards[id('r')]!.zone).toBe(Z.held('p1', 'L1'));
    expect(state.cards[id('card')]!.zone).toBe(Z.discard('p1'));
    expect(state.battle).toBeFalsy();
  });
  it("applies on the opponent's turn: their attacker stunned by your SECURITY is captured", () => {
    const { captured, id } = fight([p1('k', 8, 'SECURITY'), p2('r', 6), card('Captured')], 'p2');
    expect(captured.map((e) => [e.card, e.captor])).toEqual([[id('r'), 'p1']]);
  });
  it('does not apply: the stunner has no SECURITY; nobody is captured and the incident stays on the table', () => {
    const { captured, state, id } = fight([p1('k', 8, 'OFFICER Leadership'), p2('r', 6), card('Captured')]);
    expect(captured).toEqual([]);
    expect(state.cards[id('card')]!.zone).toBe(Z.table('p1'));
  });
  it('does not apply to a Borg SECURITY, nor when your personnel is the one stunned', () => {
    expect(fight([p1('b', 8, 'SECURITY OFFICER', ['Borg'], 'Borg'), p2('r', 6), card('Captured')], 'p2').captured).toEqual([]);
    expect(fight([p1('k', 5, 'SECURITY Leadership'), p2('r', 7), card('Captured')]).captured).toEqual([]);
  });
});

describe('124_029 Relics of the Chase (once in each battle your Hirogen may capture an opposing personnel he just stunned)', () => {
  it('applies once: two Hirogen each stun a Romulan; only the first one is captured', () => {
    const { captured } = fight([p1('h1', 8, 'OFFICER Leadership', ['Hirogen'], 'Hirogen'), p1('h2', 8, 'SECURITY', ['Hirogen'], 'Hirogen'), p2('r1', 6), p2('r2', 6), card('Relics of the Chase')]);
    expect(captured).toHaveLength(1);
    expect(captured[0]!.captor).toBe('p1');
  });
  it('does not apply to a non-Hirogen stunner', () => {
    expect(fight([p1('k', 8, 'OFFICER Leadership'), p2('r', 6), card('Relics of the Chase')]).captured).toEqual([]);
  });
});
