// Kevin Uxbridge (premiere, 101_124): interrupt — nullifies an Event in play other than a Treaty.
import { defineCard } from '../../behaviour/define';

export default defineCard('101_124', {
  title: 'Kevin Uxbridge',
  scenario: 'behaviour/events-interrupts.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'card-in-play', filter: { types: ['Event'], notTitles: ['Treaty'] } },
  triggers: [{ on: 'played', effects: [{ kind: 'nullify-target' }] }],
  manual: ['nullifying a card just played as an Event (a response)'],
});
