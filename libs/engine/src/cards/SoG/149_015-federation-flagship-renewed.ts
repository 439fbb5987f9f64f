// Federation Flagship: Renewed (SoG, 149_015): event — lies on your Federation Enterprise (not of the original series; unique); at the end of every turn, if that ship is undocked, uncloaked, at a space mission and its matching commander is aboard, you draw a card.
import { defineCard } from '../../behaviour/define';

export default defineCard('149_015', {
  title: 'Federation Flagship: Renewed',
  scenario: 'behaviour/events-c.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'your-ship-matching', affiliation: 'Federation', titleWord: 'Enterprise', notIcons: ['OS'] },
  duration: 'on-target-card',
  triggers: [
    {
      on: 'turn-ends',
      whose: 'every',
      from: 'this-turn',
      effects: [{ kind: 'if-host-ship', ship: { undocked: true, uncloaked: true, matchingCommanderAboard: true, atSpaceMission: true }, then: [{ kind: 'draw', who: 'you', count: 1 }] }],
    },
  ],
});
