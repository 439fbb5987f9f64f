// Deanna Troi (Showdown: Four Lights) (SFL, 245_029): personnel — at a Cardassian-icon mission, once per game she may unstop the ship she is aboard.
import { defineCard } from '../../behaviour/define';

export default defineCard('245_029', {
  title: 'Deanna Troi (Showdown: Four Lights)',
  scenario: 'behaviour/personnel-b.spec.ts',
  abilities: [{ id: 'unstop-ship', limit: 'once-per-game', targets: { kind: 'own-ship' }, when: { kind: 'at-mission-icon', affiliation: 'Cardassian' }, effects: [{ kind: 'unstop-target-ship' }] }],
});
