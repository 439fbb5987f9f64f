// Pride of the Fleet (crossover, 181_017): event — lies on your Negh'Var-class ship (seeded or played there); at the end of every turn, if that ship is staffed, undocked, uncloaked and no other uncloaked ship in its quadrant has more WEAPONS, you draw one more card.
import { defineCard } from '../../behaviour/define';

export default defineCard('181_017', {
  title: 'Pride of the Fleet',
  scenario: 'behaviour/events-f.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'your-ship-of-classes', classes: ["Negh'Var Class"] },
  duration: 'on-target-card',
  triggers: [
    {
      on: 'turn-ends',
      whose: 'every',
      from: 'this-turn',
      effects: [{ kind: 'if-host-ship', ship: { staffed: true, undocked: true, uncloaked: true, topWeaponsInQuadrant: true }, then: [{ kind: 'draw', who: 'you', count: 1 }] }],
    },
  ],
  seedsOnTarget: true,
});
