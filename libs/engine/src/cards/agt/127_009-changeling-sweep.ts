// Changeling Sweep (agt, 127_009): interrupt — your opponent's discard pile is searched and its interrupts (but Borg-use-only and referee ones) go out of play.
import { defineCard } from '../../behaviour/define';

export default defineCard('127_009', {
  title: 'Changeling Sweep',
  scenario: 'behaviour/events-choices.spec.ts',
  play: { window: { kind: 'interrupt' } },
  triggers: [{ on: 'played', effects: [{ kind: 'discard-pile-out-of-play', who: 'opponent', types: ['Interrupt'], exceptIcons: ['BO', 'Ref'] }] }],
});
