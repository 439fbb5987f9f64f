// Plasma Fire (premiere, 101_087): event on a ship — from the end of its owner's next turn, the ship takes damage at the end of each of its owner's turns until SECURITY aboard puts the fire out (then discarded). The subject of "each turn" is the ship's owner (1E rulebook › MISCELLANEOUS RULES › TURNS: "EACH", "EVERY", AND "FULL").
import { defineCard } from '../../behaviour/define';

export default defineCard('101_087', {
  title: 'Plasma Fire',
  scenario: 'behaviour/premiere-timed.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'ship', whose: 'any' },
  duration: 'on-target-card',
  triggers: [{ on: 'turn-ends', whose: 'host-owner', from: 'next-turn', effects: [{ kind: 'damage-host', putOutBy: 'SECURITY' }] }],
});
