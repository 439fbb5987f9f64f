// Founder Secret (dom, 115_009): dilemma — to get past: a changeling, one of a few named devices, cunning with a tricorder, great strength, four Borg defense drones or a Breen device.
import { defineCard } from '../../behaviour/define';

export default defineCard('115_009', {
  title: 'Founder Secret',
  scenario: 'behaviour/dilemmas/dom.spec.ts',
  dilemma: {
    title: 'Founder Secret',
    steps: [
      {
        kind: 'pass',
        require:
          "Changeling OR {Interphase Generator} OR {Croden's Key} OR CUNNING>40 + {any Tricorder} OR STRENGTH>70 OR 4 {[Def] personnel} OR {Breen CRM114}",
      },
    ],
  },
});
