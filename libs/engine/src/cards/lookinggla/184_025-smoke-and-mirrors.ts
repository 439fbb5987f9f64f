// Smoke and Mirrors (lookinggla, 184_025): interrupt — while facing a dilemma, one of your personnel facing it has no classification and no skills until that dilemma ends.
import { defineCard } from '../../behaviour/define';

export default defineCard('184_025', {
  title: 'Smoke and Mirrors',
  scenario: 'behaviour/lasting-changes.spec.ts',
  play: { window: { kind: 'response', to: 'dilemma-encountered' } },
  targets: { kind: 'your-personnel-facing-dilemma' },
  triggers: [{ on: 'played', effects: [{ kind: 'lasting-change', until: 'dilemma-ends', who: 'target', change: { losesSkills: true, losesClassification: true } }] }],
});
