// Boothby (ha, 125_065): personnel — your Federation Youth personnel may report where present, and are attributes all +2 at his location.
import { defineCard } from '../../behaviour/define';

export default defineCard('125_065', {
  title: 'Boothby',
  scenario: 'behaviour/personnel-a.spec.ts',
  reports: [{ kind: 'others-where-present', who: { affiliation: 'Federation', skill: 'Youth' } }],
  modifiers: [{ kind: 'personnel-attribute', attributes: ['INTEGRITY', 'CUNNING', 'STRENGTH'], delta: 2, to: { affiliation: 'Federation', skill: 'Youth' }, where: 'here' }],
});
