// Supernova (premiere, 101_095): event — with Tox Uthat on your table, placed atop a mission: everything there is destroyed.
import { defineCard } from '../../behaviour/define';

export default defineCard('101_095', {
  title: 'Supernova',
  scenario: 'behaviour/premiere-events.spec.ts',
  play: { window: { kind: 'normal-play' }, requires: [{ kind: 'on-your-table', title: 'Tox Uthat' }] },
  targets: { kind: 'any-location' },
  triggers: [{ on: 'played', effects: [{ kind: 'destroy-all-at-location' }] }],
  duration: 'on-target-mission',
});
