// Jamaharon (au, 103_067): interrupt — cancels a Horga'hn in play or a Parallel Romance as encountered; or, with Risa on the spaceline, a male personnel alone on a planet moves to Risa.
import { defineCard } from '../../behaviour/define';

export default defineCard('103_067', {
  title: 'Jamaharon',
  scenario: 'behaviour/interrupts-d.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'card-in-play', filter: { titles: ['Horga\'hn'] } },
  triggers: [{ on: 'played', effects: [{ kind: 'nullify-target' }] }],
  modes: [
    {
      play: { window: { kind: 'response', to: 'dilemma-encountered' } },
      targets: { kind: 'just-played', filter: { titles: ['Parallel Romance'] } },
      triggers: [{ on: 'played', effects: [{ kind: 'nullify-target' }] }],
    },
    {
      play: { window: { kind: 'interrupt' } },
      targets: { kind: 'personnel-alone-on-planet', filter: { characteristic: 'Male' }, missionTitlePrefix: 'Risa' },
      triggers: [{ on: 'played', effects: [{ kind: 'relocate-to-mission-titled', missionTitlePrefix: 'Risa' }] }],
    },
  ],
});
