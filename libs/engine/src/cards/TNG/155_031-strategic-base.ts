// Strategic Base (TNG, 155_031): incident — seeds or plays on your outpost (not a Neutral or Non-Aligned one); your leaders (Leadership, or OFFICER) and SECURITY personnel at its location are INTEGRITY, CUNNING and STRENGTH +1; the point box of its mission is added to the outpost's DEFENSE total in ship battle. Or, once per game, it seeds or plays atop any mission; when you later play an outpost there, it is discarded and you draw three cards.
import { defineCard } from '../../behaviour/define';

export default defineCard('155_031', {
  title: 'Strategic Base',
  scenario: 'battle/facility-battle.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'your-card-in-play', filter: { types: ['Facility'], facilityKind: 'Outpost', notAffiliations: ['Neutral', 'Non-Aligned'] } },
  duration: 'on-target-card',
  seedsOnTarget: true,
  modes: [
    // The other way: once per game (seeded or played), onto any mission; it lies atop it.
    { play: { window: { kind: 'normal-play' }, limit: { kind: 'once-per-game' } }, targets: { kind: 'mission', missions: {} }, duration: 'on-target-mission', seedsOnTarget: true },
  ],
  // That way: when you later play (build) an outpost at this mission, it is discarded and you draw three cards. Lying on your
  // outpost (the first way), no other outpost of yours comes to that location (one facility per player and location).
  whenCardsPlayed: { filter: { types: ['Facility'], facilityKind: 'Outpost' }, here: true, effects: [{ kind: 'discard-self' }, { kind: 'draw', who: 'you', count: 3 }] },
  modifiers: [
    {
      kind: 'fleet-personnel-attribute',
      // Only the first way (lying on the outpost): atop a mission it gives nothing.
      notAtop: true,
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
});
