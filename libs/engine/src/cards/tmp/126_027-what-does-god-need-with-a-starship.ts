// What Does God Need With a Starship? (tmp, 126_027): interrupt — cancels the dilemma "God" as it is encountered, or lying on a mission; the once-per-game mode (the opponent chooses a ship download or a stop) is manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('126_027', {
  title: 'What Does God Need With a Starship?',
  scenario: 'behaviour/events-c.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'card-in-play', filter: { types: ['Dilemma'], titleWords: ['God'] } },
  triggers: [{ on: 'played', effects: [{ kind: 'nullify-target' }] }],
  modes: [
    {
      play: { window: { kind: 'response', to: 'dilemma-encountered' } },
      targets: { kind: 'just-played', filter: { types: ['Dilemma'], titleWords: ['God'] } },
      triggers: [{ on: 'played', effects: [{ kind: 'nullify-target' }] }],
    },
  ],
  manual: ['the other mode (once per game): the opponent chooses whether you download a ship to any location or stop or unstop any ship'],
});
