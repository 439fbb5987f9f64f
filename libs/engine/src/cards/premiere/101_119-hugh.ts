// Hugh (premiere, 101_119): interrupt — the Borg Ship does not attack this turn (also as a response to encountering it); or every Rogue Borg at one location is discarded.
import { defineCard } from '../../behaviour/define';

export default defineCard('101_119', {
  title: 'Hugh',
  scenario: 'behaviour/self-controlled.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'roaming-card', titles: ['Borg Ship'] },
  triggers: [{ on: 'played', effects: [{ kind: 'halt-roaming-attack' }] }],
  modes: [
    {
      play: { window: { kind: 'interrupt' } },
      targets: { kind: 'location-with-group', group: 'Rogue Borg' },
      triggers: [{ on: 'played', effects: [{ kind: 'discard-group-here', group: 'Rogue Borg' }] }],
    },
    {
      play: { window: { kind: 'response', to: 'dilemma-encountered' } },
      targets: { kind: 'just-played', filter: { titles: ['Borg Ship'] } },
      triggers: [{ on: 'played', effects: [{ kind: 'halt-roaming-attack' }] }],
    },
  ],
});
