// Reunion (au, 103_082): mission — its points are 15 with one of Miracle Worker, Cantankerousness or Spock present, 40 with all three.
import { defineCard } from '../../behaviour/define';

export default defineCard('103_082', {
  title: 'Reunion',
  scenario: 'behaviour/missions-text.spec.ts',
  mission: {
    points: { kind: 'by-terms-met', terms: ['Miracle Worker', 'Cantankerousness', '{Spock}'], table: [0, 15, 15, 40] },
  },
});
