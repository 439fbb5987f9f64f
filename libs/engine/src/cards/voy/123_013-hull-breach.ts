// Hull Breach (voy, 123_013): dilemma — unless an Environmental Suit is present, a random non-android dies and then another random non-android of the same classification; the mission goes on.
import { defineCard } from '../../behaviour/define';

export default defineCard('123_013', {
  title: 'Hull Breach',
  scenario: 'behaviour/dilemmas/voy-b.spec.ts',
  dilemma: {
    title: 'Hull Breach',
    steps: [
      { kind: 'pick', targets: { by: 'random', count: 1, filter: { notCharacteristics: ['Android'] } } },
      { kind: 'act', targets: { by: 'picked' }, action: 'kill', unless: '{Environmental Suit}' },
      {
        kind: 'act',
        targets: { by: 'random-n', n: { base: 1 }, filter: { notCharacteristics: ['Android'] }, likePicked: 'classification' },
        action: 'kill',
        unless: '{Environmental Suit}',
      },
    ],
    continues: true,
  },
});
