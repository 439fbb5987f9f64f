/**
 * Issue 15 (lead): Regenerate's other way (behaviour/regeneration.ts): any Borg ship (or a roaming Borg Ship dilemma) is
 * fully repaired and stopped, the cards lying on it that lower its attributes nullified.
 *   1E rulebook › DAMAGE AND REPAIRS; GETTING HURT › STOPPED; THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES.
 * given (p2's damaged Borg ship at L1 with Baryon Buildup and Bynars Weapon Enhancement on it; Regenerate in p1's hand)
 * when (PlayCard mode 1) / then (repaired, stopped, Baryon Buildup discarded, the enhancement kept).
 */
import { legalCommands } from '../legal';
import { battleScene, warship, type Placed } from '../testing/battle-scene';
import { ofType } from '../testing/attempt-scene';
import { moved, play, refused } from '../testing/scenario';
import { evolveAll } from '../evolve';
import type { Command, GameEvent } from '../types';
import { Z } from '../zones';

function given(affiliation = 'Borg') {
  const placed: Placed[] = [
    { label: 'regen', owner: 'p1', at: 'hand', card: 'Regenerate' },
    { label: 'cube', owner: 'p2', at: 'space', card: warship({ affiliation, title: 'Test Cube' }) },
    { label: 'baryon', owner: 'p1', at: 'hand', card: 'Baryon Buildup' },
    { label: 'bynars', owner: 'p2', at: 'hand', card: 'Bynars Weapon Enhancement' },
  ];
  const built = battleScene(placed);
  const cube = built.id('cube');
  const onIt = moved(built.state, [
    [built.id('baryon'), Z.on(cube)],
    [built.id('bynars'), Z.on(cube)],
  ]);
  const state = { ...onIt, cards: { ...onIt.cards, [cube]: { ...onIt.cards[cube]!, damage: 1 } } };
  return { state, id: built.id };
}
const regenerate = (id: (l: string) => string, target: string): Command => ({ type: 'PlayCard', actor: 'p1', card: id('regen'), target: id(target), mode: 1 });

describe('109_033 Regenerate, its other way (repair and stop a Borg ship)', () => {
  it('applies: the opponent’s damaged Borg ship is repaired and stopped; Baryon Buildup (RANGE -2) is discarded, the WEAPONS enhancement stays', () => {
    const { state, id } = given();
    const { events, state: after } = play(state, [regenerate(id, 'cube')]);
    expect(ofType(events, 'ShipRepaired')).toMatchObject([{ ship: id('cube') }]);
    expect(after.cards[id('cube')]!.damage ?? 0).toBe(0);
    expect(after.cards[id('cube')]!.stopped).toBe(true);
    expect(after.cards[id('baryon')]!.zone).toBe(Z.discard('p1'));
    expect(after.cards[id('bynars')]!.zone).toBe(Z.on(id('cube')));
    expect(after.cards[id('regen')]!.zone).toBe(Z.discard('p1'));
  });

  it('does not apply: a Klingon ship is no target, and with no Borg ship in play the way is not offered', () => {
    const { state, id } = given('Klingon');
    expect(refused(state, regenerate(id, 'cube'))).not.toBeNull();
    expect(legalCommands(state, 'p1').filter((c) => c.type === 'PlayCard' && c.card === id('regen') && (c as { mode?: number }).mode === 1)).toEqual([]);
  });
});

describe('109_033 Regenerate on a roaming Borg Ship dilemma', () => {
  it('applies: the Borg Ship (atop L1, damaged) is repaired and does not attack at the end of this turn', () => {
    const built = battleScene([
      { label: 'regen', owner: 'p1', at: 'hand', card: 'Regenerate' },
      { label: 'borg', owner: 'p2', at: 'hand', card: 'Borg Ship' },
      { label: 'a', owner: 'p1', at: 'space', card: warship({ shields: 6 }) },
      { label: 'a-crew', owner: 'p1', at: { aboard: 'a' }, card: { skills: 'OFFICER' } },
    ]);
    const borg = built.id('borg');
    const placed = evolveAll([{ type: 'DilemmaPlaced', card: borg, to: Z.atop('L1'), ongoing: { dilemma: borg, player: 'p1', on: 'mission', host: 'L1', location: 'L1', affected: [] } } as GameEvent], built.state);
    const state = { ...placed, cards: { ...placed.cards, [borg]: { ...placed.cards[borg]!, damage: 1 } } };
    const { events } = play(state, [regenerate(built.id, 'borg'), { type: 'EndTurn', actor: 'p1' }]);
    expect(ofType(events, 'ShipRepaired')).toMatchObject([{ ship: borg }]);
    expect(ofType(events, 'RoamingAttackHalted')).toMatchObject([{ card: borg }]);
    expect(ofType(events, 'SelfControlledBattle')).toEqual([]);
    // Without it, the Borg Ship attacks p1's ship there at the end of the turn.
    expect(ofType(play(state, [{ type: 'EndTurn', actor: 'p1' }]).events, 'SelfControlledBattle')).toHaveLength(1);
  });
});
