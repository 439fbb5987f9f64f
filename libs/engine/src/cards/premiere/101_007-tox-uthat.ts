// Tox Uthat (premiere, 101_007): artifact — played on your table as an Event (so that Supernova may be played), or as a response that nullifies a Supernova just played (then discarded).
import { defineCard } from '../../behaviour/define';

export default defineCard('101_007', {
  title: 'Tox Uthat',
  scenario: 'behaviour/premiere-events.spec.ts',
  play: { window: { kind: 'normal-play' } },
  duration: 'while-in-play',
  modes: [
    {
      play: { window: { kind: 'response', to: 'card-played' } },
      targets: { kind: 'just-played', filter: { titles: ['Supernova'] } },
      triggers: [{ on: 'played', effects: [{ kind: 'nullify-target' }] }],
      duration: 'instant',
    },
  ],
});
