// Crew Advancement (HF6, 178_006): dilemma — the opponent names an attribute; the members with the highest printed value of it are stopped, every tied one included.
import { defineCard } from '../../behaviour/define';

export default defineCard('178_006', {
  title: 'Crew Advancement',
  scenario: 'behaviour/dilemmas/HF6.spec.ts',
  dilemma: {
    title: 'Crew Advancement',
    steps: [
      { kind: 'name-attribute' },
      { kind: 'act', targets: { by: 'highest-printed', attribute: 'named' }, action: 'stop' },
    ],
  },
});
