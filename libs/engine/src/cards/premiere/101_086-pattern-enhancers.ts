// Pattern Enhancers (premiere, 101_086): event — your beaming ignores Atmospheric Ionization and Distortion Field.
import { defineCard } from '../../behaviour/define';

export default defineCard('101_086', {
  title: 'Pattern Enhancers',
  scenario: 'behaviour/premiere-beaming.spec.ts',
  play: { window: { kind: 'normal-play' } },
  permits: [{ kind: 'beam-through' }],
});
