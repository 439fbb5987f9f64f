// Jamaharon (au, 103_067): interrupt — cancels a Horga'hn in play or a Parallel Romance as encountered; sending a lone male to Risa is manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('103_067', {
  title: 'Jamaharon',
  scenario: 'behaviour/events-nullify.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'card-in-play', filter: { titles: ['Horga\'hn'] } },
  triggers: [{ on: 'played', effects: [{ kind: 'nullify-target' }] }],
  modes: [
    {
      play: { window: { kind: 'response', to: 'dilemma-encountered' } },
      targets: { kind: 'just-played', filter: { titles: ['Parallel Romance'] } },
      triggers: [{ on: 'played', effects: [{ kind: 'nullify-target' }] }],
    },
  ],
  manual: ['the other mode: move a male personnel alone on a planet to Risa'],
});
