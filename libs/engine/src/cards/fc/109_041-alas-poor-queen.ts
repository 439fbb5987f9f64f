// Alas, Poor Queen (fc, 109_041): interrupt — as a response, cancels a Regenerate just played (Amanda Rogers cannot touch it); the Borg Queen mode is manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('109_041', {
  title: 'Alas, Poor Queen',
  scenario: 'behaviour/events-nullify.spec.ts',
  play: { window: { kind: 'response', to: 'card-played' } },
  targets: { kind: 'just-played', filter: { titles: ['Regenerate'] } },
  triggers: [{ on: 'played', effects: [{ kind: 'nullify-target' }] }],
  immuneTo: ['Amanda Rogers'],
  manual: ['the other mode: when a Borg Queen was just killed, all that player\'s Borg die'],
});
