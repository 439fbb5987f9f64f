// Establish Station (ds9, 112_116): mission — Cloaking Devices do not work at its location.
import { defineCard } from '../../behaviour/define';

export default defineCard('112_116', {
  title: 'Establish Station',
  scenario: 'behaviour/missions-text.spec.ts',
  mission: {
    location: ['no-cloaking'],
  },
});
