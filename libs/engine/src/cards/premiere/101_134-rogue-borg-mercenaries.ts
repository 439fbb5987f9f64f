// Rogue Borg Mercenaries (premiere, 101_134): interrupt on a ship with personnel aboard — a self-controlling boarding group that fights the crew at once and at the start of every turn; each member is as strong as the group is large; survivors stay aboard.
import { defineCard } from '../../behaviour/define';

export default defineCard('101_134', {
  title: 'Rogue Borg Mercenaries',
  scenario: 'behaviour/self-controlled.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'occupied-ship' },
  duration: 'on-target-card',
  selfControlled: { kind: 'boarding-group', group: 'Rogue Borg', battlesOnArrival: true },
  triggers: [{ on: 'played', effects: [{ kind: 'group-battles-crew' }] }],
});
