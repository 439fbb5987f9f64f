// The Guardian (bog, 116_042): interrupt — placed on your shape-shifter (on your turn, or at the start of a personnel battle it is in), which morphs: STRENGTH +6 while the interrupt lies on it, exposed if infiltrating; the interrupt is discarded when that shape-shifter morphs again.
import { defineCard } from '../../behaviour/define';

// Odo Founder's own text: he is not exposed when he morphs.
const morph = [{ on: 'played', effects: [{ kind: 'morph-target', exposeIfInfiltrating: true, except: ['Odo Founder'] }] }] as const;

export default defineCard('116_042', {
  title: 'The Guardian',
  scenario: 'behaviour/infiltration-cards.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'your-shape-shifter-free-to-morph' },
  triggers: morph,
  duration: 'on-target-card',
  modifiers: [{ kind: 'attributes', attributes: ['STRENGTH'], delta: 6, to: {}, where: 'host' }],
  modes: [
    {
      play: { window: { kind: 'response', to: 'battle-initiated' } },
      targets: { kind: 'your-shape-shifter-free-to-morph', inBattle: true },
      triggers: morph,
      duration: 'on-target-card',
    },
  ],
});
