// Vulcan Stone of Gol (premiere, 101_009): artifact — played as an event on an Away Team: each member without Youth and without CUNNING over 7 dies; then discarded.
import { defineCard } from '../../behaviour/define';

export default defineCard('101_009', {
  title: 'Vulcan Stone of Gol',
  scenario: 'behaviour/premiere-events.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'away-team' },
  triggers: [{ on: 'played', effects: [{ kind: 'kill-each-unless', unless: 'Youth OR CUNNING>7' }] }],
  duration: 'instant',
});
