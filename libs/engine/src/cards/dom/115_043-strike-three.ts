// Strike Three (dom, 115_043): interrupt — at the start of a personnel battle, each of your shape-shifters there stuns up to three opposing non-shape-shifters picked at random; those infiltrating are exposed.
import { defineCard } from '../../behaviour/define';

export default defineCard('115_043', {
  title: 'Strike Three',
  scenario: 'behaviour/infiltration-cards.spec.ts',
  play: { window: { kind: 'response', to: 'battle-initiated' } },
  targets: { kind: 'personnel-battle-with-your-shape-shifters' },
  triggers: [{ on: 'played', effects: [{ kind: 'shape-shifters-stun-in-battle', per: 3 }] }],
});
