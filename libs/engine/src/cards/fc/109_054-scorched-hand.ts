// Scorched Hand (fc, 109_054): interrupt — each player holding more than twelve cards keeps six at random and puts the rest beneath the draw deck; Amanda Rogers cannot touch it.
import { defineCard } from '../../behaviour/define';

export default defineCard('109_054', {
  title: 'Scorched Hand',
  scenario: 'behaviour/events-sets.spec.ts',
  play: { window: { kind: 'interrupt' } },
  triggers: [{ on: 'played', effects: [{ kind: 'trim-hands', above: 12, keep: 6 }] }],
  immuneTo: ['Amanda Rogers'],
});
