// Torture (bog, 116_026): event — lies on a captive you hold; as its countdown runs out (the end of your second turn after the one it is played in) the captive dies and its owner loses 7 points (10 while you have the Non-Aligned Madred in play). Discarded if the captive is released or rescued.
import { defineCard } from '../../behaviour/define';

export default defineCard('116_026', {
  title: 'Torture',
  scenario: 'behaviour/captives.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'your-captive' },
  duration: 'on-target-card',
  // 1E rulebook › END OF TURN › COUNTDOWNS: a [3] countdown ticks at the end of each of its owner's turns, the one it enters play in included.
  triggers: [{ on: 'turn-ends', whose: 'your', from: 'this-turn', yourTurn: 2, effects: [{ kind: 'kill-host-captive', ownerLoses: 7, more: { filter: { titles: ['Madred'], affiliation: 'Non-Aligned' }, points: 3 } }] }],
});
