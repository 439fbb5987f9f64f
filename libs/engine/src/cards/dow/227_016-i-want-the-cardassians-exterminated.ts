// I Want the Cardassians Exterminated! (dow, 227_016): interrupt — three of your non-hologram Cardassian personnel, together with your Founder at a mission no one has attempted yet, are killed; you look at the bottom seed card there and score their skill dots together as bonus points (once for each mission).
import { defineCard } from '../../behaviour/define';

export default defineCard('227_016', {
  title: 'I Want the Cardassians Exterminated!',
  scenario: 'behaviour/ds9-mirror.spec.ts',
  play: { window: { kind: 'interrupt' } },
  // Behaviour/present-sacrifices.ts ("once per unattempted mission": the location is marked used).
  targets: { kind: 'your-personnel-present-with', count: 3, filter: { affiliation: 'Cardassian', notIcons: ['Holo'] }, with: { characteristic: 'Founder' }, unattempted: true },
  triggers: [{ on: 'played', effects: [{ kind: 'sacrifice-peek-score-dots' }] }],
  duration: 'instant',
});
