// Children of Light (ha, 125_023): incident — played to capture every opposing [Holo] personnel present with your Iden; then discarded.
import { defineCard } from '../../behaviour/define';

export default defineCard('125_023', {
  title: 'Children of Light',
  scenario: 'behaviour/captives.spec.ts',
  play: { window: { kind: 'normal-play' } },
  duration: 'instant',
  targets: { kind: 'personnel', whose: 'yours', filter: { titles: ['Iden'] } },
  triggers: [{ on: 'played', effects: [{ kind: 'capture-all-opposing-present-with-target', filter: { icons: ['Holo'] } }] }],
  manual: [
    'the lasting way: on the table, your [Holo] personnel may mix and have no affiliation attack restrictions',
    'with Iden aboard the Olarra, capturing every [Holo] personnel aboard one damaged ship at his location',
  ],
});
