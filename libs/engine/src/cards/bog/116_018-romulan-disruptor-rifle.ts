// Romulan Disruptor Rifle (bog, 116_018): equipment — a rifle for Romulan and Non-Aligned personnel: each of yours present gets STRENGTH +3, every copy counting, and one Diplomacy less away from your own ship.
import { defineCard } from '../../behaviour/define';

export default defineCard('116_018', {
  title: 'Romulan Disruptor Rifle',
  scenario: 'behaviour/equipment-sets.spec.ts',
  play: { window: { kind: 'report' } },
  usableBy: ['Romulan', 'Non-Aligned'],
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
