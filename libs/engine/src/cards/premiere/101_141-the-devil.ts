// The Devil (premiere, 101_141): interrupt — discards a Treaty, a Horga'hn or a Wind Dancer in play.
import { defineCard } from '../../behaviour/define';

export default defineCard('101_141', {
  title: 'The Devil',
  scenario: 'behaviour/events-interrupts.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'card-in-play', filter: { titlePrefixes: ['Treaty'], titles: ["Horga'hn", 'Wind Dancer'] } },
  triggers: [{ on: 'played', effects: [{ kind: 'nullify-target' }] }],
});
