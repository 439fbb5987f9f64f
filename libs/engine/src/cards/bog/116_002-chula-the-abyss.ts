// Chula: The Abyss (bog, 116_002): dilemma — three random members face the drop; if their CUNNING adds up to an odd number they are stopped.
import { defineCard } from '../../behaviour/define';

export default defineCard('116_002', {
  title: 'Chula: The Abyss',
  scenario: 'behaviour/dilemmas/bog-a.spec.ts',
  dilemma: {
    title: 'Chula: The Abyss',
    steps: [
      { kind: 'pick', targets: { by: 'random', count: 3 } },
      { kind: 'parity', measure: 'CUNNING', combine: 'sum', odd: 'stop' },
    ],
    manual: ["relocating the stopped personnel to Quark's Bar (a dilemma moving cards to a site is not automated)"],
  },
});
