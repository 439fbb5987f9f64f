// Ready Room Door (fc, 109_020): doorway — once each turn it downloads one Captain's Order card, then is discarded; the matching-commander download (no card draw that turn) and placing it atop the draw deck or a Captain's Order event are manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('109_020', {
  title: 'Ready Room Door',
  scenario: 'behaviour/doorways.spec.ts',
  play: { window: { kind: 'interrupt' }, limit: { kind: 'once-per-turn' } },
  targets: { kind: 'card-to-download', filter: { characteristics: ['Captains Order'] } },
  triggers: [{ on: 'played', effects: [{ kind: 'download-target' }] }],
  duration: 'instant',
  manual: [
    'the other mode: download to one of your ships its matching commander (you draw no cards this turn)',
    'after a use, instead of discarding: place it atop your draw deck, or atop one of your Captain\'s Order events to protect that event from nullification',
  ],
});
