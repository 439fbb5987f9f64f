// Masaka Transformations (premiere, 101_082): event — the chosen player's whole hand goes, shuffled, beneath the draw deck and as many cards are drawn; then discarded.
import { defineCard } from '../../behaviour/define';

export default defineCard('101_082', {
  title: 'Masaka Transformations',
  scenario: 'behaviour/events-interrupts.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'player' },
  triggers: [{ on: 'played', effects: [{ kind: 'cycle-hand', who: 'target' }] }],
  duration: 'instant',
});
