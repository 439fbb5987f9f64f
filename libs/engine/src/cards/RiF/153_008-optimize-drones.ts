// Optimize Drones (RiF, 153_008): event — lies on any mission (one of yours in play at a time); while a Borg sphere of yours is at that location, your personnel there showing [Com] or [Def] get +1 to every attribute. It is discarded when your objective aimed at that mission is completed.
import { defineCard } from '../../behaviour/define';

export default defineCard('153_008', {
  title: 'Optimize Drones',
  scenario: 'behaviour/borg-objective-extras.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'mission', missions: {} },
  duration: 'on-target-mission',
  modifiers: [
    {
      kind: 'fleet-personnel-attribute',
      attributes: ['INTEGRITY', 'CUNNING', 'STRENGTH'],
      delta: 1,
      filter: { anyOf: [{ icons: ['Com'] }, { icons: ['Def'] }] },
      whose: 'yours',
      to: {},
      where: 'here',
      whileYourShipHere: { classOrTitle: ['Borg Sphere'] },
    },
  ],
  discardedWhenObjectiveCompletedHere: true,
});
