// Vulcan PADD (PreWarp, 194_071): equipment — your [22] personnel present get CUNNING +2; once a turn one of them may borrow a skill of your ship's special equipment.
import { defineCard } from '../../behaviour/define';

export default defineCard('194_071', {
  title: 'Vulcan PADD',
  scenario: 'behaviour/equipment-incidents.spec.ts',
  play: { window: { kind: 'report' } },
  modifiers: [{ kind: 'attributes', attributes: ['CUNNING'], delta: 2, to: { icons: ['22'] }, where: 'present' }],
  manual: ['once each turn, a personnel present adds a skill from your ship\'s special equipment until end of turn'],
});
