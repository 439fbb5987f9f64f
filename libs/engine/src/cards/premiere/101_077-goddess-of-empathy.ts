// Goddess of Empathy (premiere, 101_077): event — until the end of your next turn nobody may play Interrupts (Kevin Uxbridge and Q2 excepted); then discarded.
import { defineCard } from '../../behaviour/define';

export default defineCard('101_077', {
  title: 'Goddess of Empathy',
  scenario: 'behaviour/premiere-timed.spec.ts',
  play: { window: { kind: 'normal-play' } },
  restricts: [{ kind: 'no-interrupts', except: ['Kevin Uxbridge', 'Q2'] }],
  triggers: [{ on: 'turn-ends', whose: 'your', from: 'next-turn', effects: [{ kind: 'discard-self' }] }],
});
