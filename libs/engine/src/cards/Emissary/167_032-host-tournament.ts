// Host Tournament (Emissary, 167_032): mission — Gamma Quadrant Non-Aligned personnel may report to its planet.
import { defineCard } from '../../behaviour/define';

export default defineCard('167_032', {
  title: 'Host Tournament',
  scenario: 'behaviour/missions-text.spec.ts',
  mission: {
    reports: [{ personnel: { icons: ['GQ'], affiliation: 'Non-Aligned' } }],
  },
});
