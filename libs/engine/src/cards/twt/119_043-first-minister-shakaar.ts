// First Minister Shakaar (twt, 119_043): personnel — while he is in a Chamber of Ministers, once each turn one of your Bajoran CIVILIANs may report there for free.
import { defineCard } from '../../behaviour/define';

export default defineCard('119_043', {
  title: 'First Minister Shakaar',
  scenario: 'behaviour/personnel-c.spec.ts',
  reports: [
    {
      kind: 'others-where-present',
      who: { affiliation: 'Bajoran', classification: 'CIVILIAN' },
      cost: 'free-once-per-turn',
      when: { kind: 'aboard-facility', titles: ['Chamber of Ministers'] },
    },
  ],
});
