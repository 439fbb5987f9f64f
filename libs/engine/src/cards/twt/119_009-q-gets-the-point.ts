// Q Gets the Point (twt, 119_009): dilemma — to get past, two Treachery or Mortal Q; when the opponent has any Guinan in play one such member (their choice) is stopped; nullified by any Guinan with the team.
import { defineCard } from '../../behaviour/define';

export default defineCard('119_009', {
  title: 'Q Gets the Point',
  scenario: 'behaviour/dilemmas/twt-b.spec.ts',
  dilemma: {
    title: 'Q Gets the Point',
    steps: [
      { kind: 'pass', require: 'Treachery x2 OR {Mortal Q}' },
      {
        kind: 'only-if',
        test: { inPlay: { anyNames: ['Guinan'], whose: 'opponent' } },
        step: {
          kind: 'act',
          targets: { by: 'choice', chooser: 'opponent', count: 1, filter: { anyOf: [{ skill: 'Treachery' }, { titles: ['Mortal Q'] }] } },
          action: 'stop',
        },
      },
    ],
    nullify: '{any Guinan}',
  },
});
