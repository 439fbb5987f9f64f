// Body Armor (lfl, 138_012): equipment — while your SECURITY-classification personnel is present with it, hand weapons present count one copy per title, cumulative or not; it cannot be destroyed by Disruptor Overload.
import { defineCard } from '../../behaviour/define';

export default defineCard('138_012', {
  title: 'Body Armor',
  scenario: 'behaviour/equipment-incidents.spec.ts',
  play: { window: { kind: 'report' } },
  modifiers: [{ kind: 'not-cumulative', characteristic: 'hand weapon', ifPresent: { classification: 'SECURITY' }, to: {}, where: 'present' }],
  immuneTo: ['Disruptor Overload'],
});
