// Assassination Plot (HF2, 152_014): event — name a skill for your assassin: one opposing personnel present with that assassin who has the skill, picked at random, is killed; the assassin returns to your hand; then it is discarded.
import { defineCard } from '../../behaviour/define';

export default defineCard('152_014', {
  title: 'Assassination Plot',
  scenario: 'behaviour/events-d.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'your-personnel-and-named-skill', filter: { characteristic: 'Assassin' } },
  triggers: [{ on: 'played', effects: [{ kind: 'kill-random-present-with-named-skill' }, { kind: 'first-target-to-hand' }] }],
  duration: 'instant',
});
