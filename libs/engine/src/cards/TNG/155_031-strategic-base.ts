// Strategic Base (TNG, 155_031): incident — seeds or plays on your outpost (not a Neutral or Non-Aligned one); your leaders (Leadership, or OFFICER) and SECURITY personnel at its location are INTEGRITY, CUNNING and STRENGTH +1; its DEFENSE bonus and its other way are manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('155_031', {
  title: 'Strategic Base',
  scenario: 'behaviour/table-permits-later.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'your-card-in-play', filter: { types: ['Facility'], facilityKind: 'Outpost', notAffiliations: ['Neutral', 'Non-Aligned'] } },
  duration: 'on-target-card',
  seedsOnTarget: true,
  modifiers: [
    {
      kind: 'fleet-personnel-attribute',
      attributes: ['INTEGRITY', 'CUNNING', 'STRENGTH'],
      delta: 1,
      whose: 'yours',
      where: 'here',
      to: {},
      filter: { anyOf: [{ skill: 'Leadership' }, { classification: 'OFFICER' }, { skill: 'OFFICER' }, { classification: 'SECURITY' }, { skill: 'SECURITY' }] },
    },
  ],
  manual: [
    "adds the point value of the outpost's mission to the outpost's DEFENSE total (battle)",
    'the other way: once per game, seeds or plays on any mission; if you later play an outpost there, it is discarded and you draw three cards',
  ],
});
