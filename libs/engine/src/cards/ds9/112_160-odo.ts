// Odo (ds9, 112_160): personnel — once per turn, may stop any Quark present.
import { defineCard } from '../../behaviour/define';

export default defineCard('112_160', {
  title: 'Odo',
  scenario: 'behaviour/personnel-a.spec.ts',
  abilities: [{ id: 'stop', limit: 'once-per-turn', targets: { kind: 'personnel-present', filter: { anyNames: ['Quark'] }, state: 'unstopped' }, effects: [{ kind: 'stop-target' }] }],
});
