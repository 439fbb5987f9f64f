// Cardassian Processing (HF2, 152_001): dilemma — unless Diplomacy, Honor, Transporter Skill and CUNNING>30, or Law, SECURITY and STRENGTH>40, one random member is captured.
import { defineCard } from '../../behaviour/define';

export default defineCard('152_001', {
  title: 'Cardassian Processing',
  scenario: 'behaviour/dilemmas/HF2.spec.ts',
  dilemma: {
    title: 'Cardassian Processing',
    steps: [
      {
        kind: 'act',
        targets: { by: 'random', count: 1 },
        action: 'capture',
        unless: 'Diplomacy + Honor + Transporter Skill + CUNNING>30 OR Law + SECURITY + STRENGTH>40',
      },
    ],
  },
});
