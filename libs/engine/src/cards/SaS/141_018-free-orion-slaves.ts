// Free Orion Slaves (SaS, 141_018): mission — Orions may report to its planet for free, once each turn.
import { defineCard } from '../../behaviour/define';

export default defineCard('141_018', {
  title: 'Free Orion Slaves',
  scenario: 'behaviour/missions-text.spec.ts',
  mission: {
    reports: [{ personnel: { species: 'Orion' }, free: true, onceEachTurn: true }],
  },
});
