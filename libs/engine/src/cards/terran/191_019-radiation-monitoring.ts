// Radiation Monitoring (terran, 191_019): incident — on your table, you may discard a card from your hand to give your [Sta][TE] ships +1 to RANGE, WEAPONS and SHIELDS until your next turn begins (at most +3 in all). Its clause about ignoring the opponent's Containment Field while your hand is empty leaves nothing to carry out: Containment Field itself is played by manual effects.
import { defineCard } from '../../behaviour/define';

export default defineCard('191_019', {
  title: 'Radiation Monitoring',
  scenario: 'behaviour/turn-charges.spec.ts',
  play: { window: { kind: 'normal-play' } },
  abilities: [
    {
      id: 'monitor',
      targets: { kind: 'cards-in-your-hand', min: 1, max: 1 },
      effects: [{ kind: 'discard-chosen' }, { kind: 'charge-until-your-next-turn' }],
    },
  ],
  fleet: [{ scope: 'your-ships', attributes: ['RANGE', 'WEAPONS', 'SHIELDS'], delta: 1, ships: { affiliations: ['Starfleet'], icons: ['TE'] }, upTo: 3, perCharge: true }],
});
