// The Weak Will Perish (borg, 124_009): dilemma — five random universal Borg present die, and so does every member whose printed STRENGTH is under 5.
import { defineCard } from '../../behaviour/define';

export default defineCard('124_009', {
  title: 'The Weak Will Perish',
  scenario: 'behaviour/dilemmas/borg-b.spec.ts',
  dilemma: {
    title: 'The Weak Will Perish',
    steps: [
      { kind: 'act', targets: { by: 'random', count: 5, filter: { universal: true, affiliation: 'Borg' } }, action: 'kill' },
      { kind: 'act', targets: { by: 'all', filter: { printedBelow: { attributes: ['STRENGTH'], value: 5 } } }, action: 'kill' },
    ],
  },
});
