// A Good Day to Lie (TNG, 155_001): dilemma — three Diplomacy or three Treachery get past.
import { defineCard } from '../../behaviour/define';

export default defineCard('155_001', {
  title: 'A Good Day to Lie',
  scenario: 'behaviour/dilemmas/TNG-a.spec.ts',
  dilemma: {
    title: 'A Good Day to Lie',
    steps: [{ kind: 'pass', require: 'Diplomacy x3 OR Treachery x3' }],
    manual: [
      "the opponent's optional download of Duras when a Klingon Treachery personnel is in play",
    ],
  },
});
