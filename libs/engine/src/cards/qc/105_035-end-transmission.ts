// End Transmission (qc, 105_035): interrupt — goes onto your table (unique: the engine's uniqueness check keeps a second one off) and your turn ends at once.
import { defineCard } from '../../behaviour/define';

export default defineCard('105_035', {
  title: 'End Transmission',
  scenario: 'behaviour/interrupts-d.spec.ts',
  play: { window: { kind: 'interrupt' } },
  duration: 'while-in-play',
  triggers: [{ on: 'played', effects: [{ kind: 'end-your-turn' }] }],
});
