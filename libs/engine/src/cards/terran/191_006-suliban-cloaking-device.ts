// Suliban Cloaking Device (terran, 191_006): equipment — it may report aboard your [22] ship (free when that ship is a Suliban one: its title says Suliban); aboard your ship, that ship has a Cloaking Device; it counts down only while you hold cards in hand.
import { defineCard } from '../../behaviour/define';

export default defineCard('191_006', {
  title: 'Suliban Cloaking Device',
  scenario: 'behaviour/mirror-cards.spec.ts',
  play: { window: { kind: 'report' } },
  grantsEquipment: [{ equipment: 'Cloaking Device' }],
  // 1E rulebook › END OF TURN › COUNTDOWNS (behaviour/equipment-countdowns.ts); the device is tested in incidents-c.spec.ts.
  countdownRule: { kind: 'counts-down-only', when: 'cards-in-hand' },
  // 1E rulebook › REPORTING FOR DUTY (cards report to a facility "unless a card says otherwise"): behaviour/reporting.ts `self-at`.
  reports: [
    { kind: 'self-at', to: { kind: 'ships', ship: { icons: ['22'], titleWord: 'Suliban' } }, cost: 'free' },
    { kind: 'self-at', to: { kind: 'ships', ship: { icons: ['22'] } } },
  ],
});
