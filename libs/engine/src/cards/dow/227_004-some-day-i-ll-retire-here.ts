// Some Day I'll Retire Here (dow, 227_004): dilemma — to get past, INTEGRITY above 40 plus 10 for each other mission of this region.
import { defineCard } from '../../behaviour/define';

export default defineCard('227_004', {
  title: 'Some Day I\'ll Retire Here',
  scenario: 'behaviour/dilemmas/dow.spec.ts',
  dilemma: {
    title: 'Some Day I\'ll Retire Here',
    steps: [{ kind: 'pass-region', attribute: 'INTEGRITY', base: 40, per: 10 }],
  },
});
