// Unorthodox Preservation (HF6, 178_019): dilemma — to get past, two Anthropology, or one member with both OFFICER and Empathy, or one of your staffed ships here with a holodeck.
import { defineCard } from '../../behaviour/define';

export default defineCard('178_019', {
  title: 'Unorthodox Preservation',
  scenario: 'behaviour/dilemmas/HF6.spec.ts',
  dilemma: {
    title: 'Unorthodox Preservation',
    steps: [
      {
        kind: 'count',
        any: [
          { require: 'Anthropology x2' },
          { require: 'OFFICER + Empathy', individual: true },
          { shipHere: { characteristic: 'Holodeck', staffed: true } },
        ],
      },
    ],
  },
});
