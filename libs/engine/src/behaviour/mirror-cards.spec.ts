/**
 * Cards of the Mirror Universe sets (issue 15, helper mirror): Through the Looking Glass, Crossover, Terran
 * Empire, Cold Front, Alternate Universe. given (a play-phase scene) / when (a command) / then (the facts).
 */
import type { Card } from '@captains-log/cards';
import { legalCommands } from '../legal';
import { scene, ship } from '../testing/attempt-scene';
import { accepted, refused } from '../testing/scenario';
import type { Command } from '../types';
import { Z } from '../zones';
import { hasSpecialEquipment } from './ship-equipment';

/** Your Starfleet ship at L1 (these icons, this title) with a crew, the equipment in hand. */
function shipScene(icons: readonly string[], title: string, equipment: string) {
  const base = ship({ affiliation: 'Starfleet', title });
  const testShip: Card = { ...base, icons: icons.map((code) => ({ code, name: code, category: 'test' })) };
  const built = scene({ missions: ['Excavation'], ship: testShip, crew: [{ skills: 'OFFICER', affiliation: 'Starfleet' }], hand: [equipment] });
  return { state: built.state, ship: built.ids.ship!, device: built.ids.hand[0]! };
}

describe('191_006 Suliban Cloaking Device (may report aboard your [22] ship; for free if a Suliban ship)', () => {
  // 1E rulebook › REPORTING FOR DUTY: a card reports to a facility "unless a card says otherwise".
  const aboard = (card: string, ship: string): Command => ({ type: 'SpecialReport', actor: 'p1', card, to: Z.aboard(ship) });
  it('applies: reports aboard your [22] ship as the normal card play, which then has a Cloaking Device; aboard a [22] Suliban ship, for free', () => {
    const nx = shipScene(['22'], 'Test Starship', 'Suliban Cloaking Device');
    expect(legalCommands(nx.state, 'p1')).toContainEqual(aboard(nx.device, nx.ship));
    const after = accepted(nx.state, aboard(nx.device, nx.ship));
    expect(after.state.cards[nx.device]!.zone).toBe(Z.aboard(nx.ship));
    expect(after.state.turn!.normalCardPlayUsed).toBe(true);
    expect(hasSpecialEquipment(after.state, nx.ship, 'Cloaking Device')).toBe(true);
    const cell = shipScene(['22'], 'Suliban Test Cell Ship', 'Suliban Cloaking Device');
    const free = accepted(cell.state, aboard(cell.device, cell.ship));
    expect(free.state.cards[cell.device]!.zone).toBe(Z.aboard(cell.ship));
    expect(free.state.turn!.normalCardPlayUsed).toBeFalsy();
  });
  it('does not apply: aboard a ship without [22] it is refused and not offered', () => {
    const plain = shipScene([], 'Test Starship', 'Suliban Cloaking Device');
    expect(refused(plain.state, aboard(plain.device, plain.ship))).toBeTruthy();
    expect(legalCommands(plain.state, 'p1')).not.toContainEqual(aboard(plain.device, plain.ship));
  });
});
