// The Power (voy, 123_077): interrupt — once each turn, you draw a card; the draw-two-keep-one and draw-three options are manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('123_077', {
  title: 'The Power',
  scenario: 'behaviour/events-choices.spec.ts',
  play: { window: { kind: 'interrupt' }, limit: { kind: 'once-per-turn' } },
  triggers: [{ on: 'played', effects: [{ kind: 'draw', who: 'you', count: 1 }] }],
  manual: ['the other modes: draw two and discard one (your choice), or draw three and discard one (opponent’s choice)'],
});
