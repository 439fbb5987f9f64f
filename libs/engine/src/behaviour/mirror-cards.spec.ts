/**
 * Cards of the Mirror Universe sets (issue 15, helper mirror): Through the Looking Glass, Crossover, Terran
 * Empire, Cold Front, Alternate Universe. given (a play-phase scene) / when (a command) / then (the facts).
 */
import type { Card } from '@captains-log/cards';
import { legalCommands } from '../legal';
import { realCard, scene, ship } from '../testing/attempt-scene';
import { battleScene } from '../testing/battle-scene';
import { accepted, moved, refused } from '../testing/scenario';
import type { Command, GameState } from '../types';
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

describe('200_013 We Are the Metrons (atop your mission: while each of your missions has exactly one affiliation icon, all matching, non-[Bor] cards there have that affiliation\'s attack restrictions)', () => {
  // 1E rulebook › BATTLE › INITIATING A BATTLE › Affiliation Attack Restrictions: Klingons have none; a Federation force attacks only Borg.
  const attack: Command = { type: 'InitiatePersonnelBattle', actor: 'p1', zone: Z.surface('L1') };
  /** p1's Klingon leader and p2's Klingon on the planet at L1 (p1's Excavation, its icons as given); the Metrons atop it or not. */
  function given(icons: readonly string[], metrons = true, defender: Card | { skills: string; affiliation: string } = { skills: 'SCIENCE', affiliation: 'Klingon' }): GameState {
    const built = battleScene([
      { label: 'leader', card: { skills: 'OFFICER', affiliation: 'Klingon' }, owner: 'p1', at: 'surface' },
      { label: 'foe', card: defender, owner: 'p2', at: 'surface' },
      { label: 'metrons', card: 'We Are the Metrons', owner: 'p1', at: 'hand' },
    ]);
    const excavation = realCard('Excavation');
    const state = { ...built.state, blueprints: { ...built.state.blueprints, [excavation.id]: { ...excavation, mission: { ...excavation.mission!, affiliationIcons: icons as never } } } };
    return metrons ? moved(state, [[built.id('metrons'), Z.atop('L1')]]) : state;
  }
  it('applies: your only mission shows [FED] alone — the Klingon force has the Federation restrictions: no battle against Klingons', () => {
    expect(refused(given(['Federation']), attack)).toBe('AFFILIATION_ATTACK_RESTRICTION');
  });
  it('does not apply: your mission shows two affiliation icons, or the card is not there — the Klingon force attacks', () => {
    expect(refused(given(['Federation', 'Romulan']), attack)).toBeNull();
    expect(refused(given(['Federation'], false), attack)).toBeNull();
  });
  it('under the Federation restrictions a Borg defender may still be attacked', () => {
    expect(refused(given(['Federation'], true, { skills: 'SCIENCE', affiliation: 'Borg' }), attack)).toBeNull();
  });
});
