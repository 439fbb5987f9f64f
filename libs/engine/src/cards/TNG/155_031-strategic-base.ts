// Strategic Base (TNG, 155_031): incident — seeds or plays on your outpost (not a Neutral or Non-Aligned one); your leaders (Leadership, or OFFICER) and SECURITY personnel at its location are INTEGRITY, CUNNING and STRENGTH +1; the point box of its mission is added to the outpost's DEFENSE total in ship battle; its other way is manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('155_031', {
  title: 'Strategic Base',
  scenario: 'battle/facility-battle.spec.ts',
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
  // Issue 15 (lead): behaviour/facility-attributes.ts; the attribute part is in behaviour/table-permits-later.spec.ts.
  facilityDefense: 'plus-mission-points',
  manual: [
    'the other way: once per game, seeds or plays on any mission; if you later play an outpost there, it is discarded and you draw three cards',
  ],
});
