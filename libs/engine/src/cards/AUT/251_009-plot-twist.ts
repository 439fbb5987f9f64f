// Plot Twist (AUT, 251_009): interrupt — cancels a personnel battle just initiated that involves a personnel with "Royale" in its lore; or, when a Royale Casino dilemma is revealed, brings such personnel there.
import { defineCard } from '../../behaviour/define';

export default defineCard('251_009', {
  title: 'Plot Twist',
  scenario: 'behaviour/battle-involving.spec.ts',
  play: { window: { kind: 'response', to: 'battle-initiated' } },
  targets: { kind: 'personnel-battle-involving', loreWords: ['Royale'] },
  triggers: [{ on: 'played', effects: [{ kind: 'cancel-battle' }] }],
  manual: ['the other way: when a Royale Casino dilemma is revealed, relocating up to three personnel with "Royale" in lore there (or, once per game, downloading one)'],
});
