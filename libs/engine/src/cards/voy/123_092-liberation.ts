// Liberation (voy, 123_092): mission — Ocampa may report to its planet for free.
import { defineCard } from '../../behaviour/define';

export default defineCard('123_092', {
  title: 'Liberation',
  scenario: 'behaviour/missions-text.spec.ts',
  mission: {
    reports: [{ personnel: { species: 'Ocampa' }, free: true }],
  },
});
