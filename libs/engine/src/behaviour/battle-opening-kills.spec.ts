/**
 * Issue 15 (battle-cards): 126_021 I Do Not Take Orders From You! — at the start of a personnel
 * battle you initiated, each of your personnel with Treachery x2 may kill an opposing personnel of
 * lower CUNNING (behaviour/battle-opening-kills.ts).
 *   1E rulebook › BATTLE › PERSONNEL BATTLE (2. Responses); GETTING HURT › KILLED.
 * given (a battle scene, the battle initiated) / when (PlayCard with a set of victims) / then (who died).
 */
import { battleScene, type Placed } from '../testing/battle-scene';
import { legalCommands } from '../legal';
import { play, refused } from '../testing/scenario';
import type { PlayerId } from '../types';
import { Z } from '../zones';

const card = 'I Do Not Take Orders From You!';
const klingon = (label: string, skills: string, c: number, owner: PlayerId = 'p1'): Placed => ({ label, owner, at: 'surface', card: { skills, c, s: 5, affiliation: 'Klingon' } });
const romulan = (label: string, c: number, owner: PlayerId = 'p2'): Placed => ({ label, owner, at: 'surface', card: { skills: 'OFFICER', c, s: 5, affiliation: 'Romulan' } });

function started(attacker: PlayerId) {
  const defender: PlayerId = attacker === 'p1' ? 'p2' : 'p1';
  const built = battleScene(
    [
      klingon('k1', 'OFFICER Treachery x2', 7, attacker),
      klingon('k2', 'SECURITY Treachery x2', 5, attacker),
      klingon('k3', 'OFFICER Treachery', 9, attacker),
      romulan('r1', 6, defender),
      romulan('r2', 4, defender),
      romulan('r3', 8, defender),
      { label: 'card', owner: 'p1', at: 'hand', card },
    ],
    { player: attacker, number: 1 },
  );
  const state = play(built.state, [
    { type: 'SetAutoPass', actor: 'p1', on: false },
    { type: 'InitiatePersonnelBattle', actor: attacker, zone: Z.surface('L1') },
  ]).state;
  return { state, id: built.id };
}

describe('126_021 I Do Not Take Orders From You! (your Treachery x2 personnel each may kill an opposing personnel of lower CUNNING)', () => {
  it('given p1 attacked with two Treachery x2 personnel (CUNNING 7 and 5): it kills the CUNNING 6 and 4 Romulans before the combat', () => {
    const { state, id } = started('p1');
    const both = [id('r1'), id('r2')].sort().join('+');
    const offered = legalCommands(state, 'p1').filter((c) => c.type === 'PlayCard' && c.card === id('card')).map((c) => (c as { target?: string }).target);
    expect(offered.sort()).toEqual([id('r1'), id('r2'), both].sort());
    const after = play(state, [{ type: 'PlayCard', actor: 'p1', card: id('card'), target: both }]).state;
    expect(after.cards[id('r1')]!.zone).toBe(Z.discard('p2'));
    expect(after.cards[id('r2')]!.zone).toBe(Z.discard('p2'));
    expect(after.battle ?? null).toBeNull();
  });
  it('the CUNNING 8 Romulan is beyond them (Treachery x1 does not count), and two victims need two killers', () => {
    const { state, id } = started('p1');
    expect(refused(state, { type: 'PlayCard', actor: 'p1', card: id('card'), target: id('r3') })).toBe('INVALID_TARGET');
    expect(refused(state, { type: 'PlayCard', actor: 'p1', card: id('card'), target: [id('r1'), id('r3')].sort().join('+') })).toBe('INVALID_TARGET');
  });
  it('in a battle p1 did not initiate it has no target', () => {
    const { state, id } = started('p2');
    expect(state.windows?.[state.windows.length - 1]?.player).toBe('p1');
    expect(refused(state, { type: 'PlayCard', actor: 'p1', card: id('card'), target: id('k2') })).toBe('INVALID_TARGET');
  });
});
