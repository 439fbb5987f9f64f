// Robert DeSoto (agt, 127_023): personnel — aboard the U.S.S. Hood, his owner's V.I.P.s compatible with the ship may report aboard it.
import { defineCard } from '../../behaviour/define';

export default defineCard('127_023', {
  title: 'Robert DeSoto',
  scenario: 'behaviour/personnel-b.spec.ts',
  reports: [{ kind: 'others-where-present', who: { classification: 'V.I.P.' }, when: { kind: 'aboard-ship', yours: true, titles: ['U.S.S. Hood'] } }],
});
