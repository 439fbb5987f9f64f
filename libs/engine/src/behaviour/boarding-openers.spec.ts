/**
 * Issue 15 (lead): equipment acting at the start of a boarding group's battle against a ship's crew
 * (behaviour/boarding-openers.ts) — Tommygun stuns one Rogue Borg, picked at random, before the combat.
 *   1E rulebook › BATTLE › PERSONNEL BATTLE (2. Responses; 4. Combat: stunned); STRANGE ENCOUNTERS › SELF-CONTROLLING
 *   CARDS; HOLOGRAPHIC PERSONNEL AND EQUIPMENT (a holographic card works only where holograms are activated).
 * given (three Rogue Borg Mercenaries on p1's ship, crew aboard, Tommygun aboard; the ship with or without a Holodeck)
 * when (p1 ends the turn: the group battles the crew at the start of p2's turn) / then (one member stunned, out of the combat).
 */
import type { Card } from '@captains-log/cards';
import { ofType } from '../testing/attempt-scene';
import { battleScene, warship, type Placed } from '../testing/battle-scene';
import { moved, play } from '../testing/scenario';
import { Z } from '../zones';

function boarded(holodeck: boolean, gun = true) {
  const base = warship();
  const vessel: Card = holodeck ? { ...base, ship: { ...base.ship!, specialEquipment: ['Holodeck'] } } : base;
  const built = battleScene([
    { label: 'ship', owner: 'p1', at: 'space', card: vessel },
    { label: 'c1', owner: 'p1', at: { aboard: 'ship' }, card: { skills: 'OFFICER', s: 5, affiliation: 'Klingon' } },
    { label: 'c2', owner: 'p1', at: { aboard: 'ship' }, card: { skills: 'SECURITY', s: 5, affiliation: 'Klingon' } },
    ...(gun ? [{ label: 'gun', owner: 'p1', at: { aboard: 'ship' }, card: 'Tommygun' } as Placed] : []),
    { label: 'b1', owner: 'p2', at: 'hand', card: 'Rogue Borg Mercenaries' },
    { label: 'b2', owner: 'p2', at: 'hand', card: 'Rogue Borg Mercenaries' },
    { label: 'b3', owner: 'p2', at: 'hand', card: 'Rogue Borg Mercenaries' },
  ]);
  const ship = built.id('ship');
  const state = moved(built.state, ['b1', 'b2', 'b3'].map((label) => [built.id(label), Z.on(ship)] as [string, string]));
  return { state, id: built.id };
}

const pile = (events: ReturnType<typeof play>['events']) => ofType(events, 'RandomCardsSelected').find((event) => event.purpose.includes('combat pile (self-controlled)'));

describe('109_025 Tommygun in a Rogue Borg battle against its crew', () => {
  it('applies: at the start of the battle one Rogue Borg, picked at random, is stunned and left out of the combat', () => {
    const { state, id } = boarded(true);
    const { events } = play(state, [{ type: 'EndTurn', actor: 'p1' }]);
    const stun = ofType(events, 'CombatResolved').find((event) => event.by === id('gun'));
    expect(stun).toMatchObject({ outcome: 'stunned' });
    const members = [id('b1'), id('b2'), id('b3')];
    expect(members).toContain(stun!.loser);
    expect(pile(events)!.candidates).toEqual(members.filter((member) => member !== stun!.loser));
    // The stunned member's STRENGTH does not count for the winner: two members of STRENGTH 3 at most remain standing.
    expect(ofType(events, 'SelfControlledBattle')[0]!.totals!.selfControlled).toBeLessThanOrEqual(6);
  });

  it('does not apply: without a Holodeck the holographic Tommygun is deactivated; without it every member fights', () => {
    for (const { holodeck, gun } of [
      { holodeck: false, gun: true },
      { holodeck: true, gun: false },
    ]) {
      const { state } = boarded(holodeck, gun);
      const { events } = play(state, [{ type: 'EndTurn', actor: 'p1' }]);
      expect(ofType(events, 'CombatResolved').filter((event) => event.by !== undefined)).toEqual([]);
      expect(pile(events)!.candidates).toHaveLength(3);
    }
  });
});
