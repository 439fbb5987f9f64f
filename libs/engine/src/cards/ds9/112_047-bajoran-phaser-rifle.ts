// Bajoran Phaser Rifle (ds9, 112_047): equipment — a rifle for Bajoran and Non-Aligned personnel: each of yours present gets STRENGTH +3, every copy counting, and one Diplomacy less away from your own ship.
import { defineCard } from '../../behaviour/define';

export default defineCard('112_047', {
  title: 'Bajoran Phaser Rifle',
  scenario: 'behaviour/equipment-sets.spec.ts',
  play: { window: { kind: 'report' } },
  usableBy: ['Bajoran', 'Non-Aligned'],
  modifiers: [
    {
      kind: 'attribute',
      attribute: 'STRENGTH',
      delta: 3,
      to: {},
      where: 'present',
      cumulative: true,
    },
    {
      kind: 'lose-skill',
      skill: 'Diplomacy',
      levels: 1,
      to: {},
      where: 'present',
      exceptAboardYourShip: true,
      cumulative: true,
    },
  ],
});
