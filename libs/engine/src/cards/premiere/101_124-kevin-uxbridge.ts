// Kevin Uxbridge (premiere, 101_124): interrupt — nullifies an Event (or a card played as one) in play other than a Treaty; or, as a response, one just played.
import { defineCard } from '../../behaviour/define';

export default defineCard('101_124', {
  title: 'Kevin Uxbridge',
  scenario: 'behaviour/events-interrupts.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'card-in-play', filter: { playedAs: 'Event', notTitlePrefixes: ['Treaty'] } },
  triggers: [{ on: 'played', effects: [{ kind: 'nullify-target' }] }],
  modes: [
    {
      play: { window: { kind: 'response', to: 'card-played' } },
      targets: { kind: 'just-played', filter: { playedAs: 'Event', notTitlePrefixes: ['Treaty'] } },
      triggers: [{ on: 'played', effects: [{ kind: 'nullify-target' }] }],
    },
  ],
});
