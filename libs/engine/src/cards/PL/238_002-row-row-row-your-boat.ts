// Row, Row, Row your Boat (PL, 238_002): dilemma — to get past, two Music, or total attributes above 63 from at most three personnel.
import { defineCard } from '../../behaviour/define';

export default defineCard('238_002', {
  title: 'Row, Row, Row your Boat',
  scenario: 'behaviour/dilemmas/others.spec.ts',
  dilemma: {
    title: 'Row, Row, Row your Boat',
    steps: [
      { kind: 'count', any: [{ require: 'Music x2' }, { best: 'total', upTo: 3, above: 63 }] },
    ],
  },
});
