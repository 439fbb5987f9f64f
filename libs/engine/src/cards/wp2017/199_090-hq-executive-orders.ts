// HQ: Executive Orders (wp2017, 199_090): incident — seeds or plays on any headquarters; your V.I.P.-classification personnel at its location who share an affiliation with that headquarters gain SECURITY; once each turn, when you report there a personnel sharing its affiliation whose property logo none of your other personnel in play shows, you draw a card.
import { defineCard } from '../../behaviour/define';

export default defineCard('199_090', {
  title: 'HQ: Executive Orders',
  scenario: 'behaviour/table-permits-later.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'card-in-play', filter: { types: ['Facility'], facilityKind: 'Headquarters' } },
  duration: 'on-target-card',
  seedsOnTarget: true,
  modifiers: [{ kind: 'fleet-personnel-attribute', attributes: [], delta: 0, skills: ['SECURITY'], whose: 'yours', where: 'here', matchingFacility: true, to: {}, filter: { classification: 'V.I.P.' } }],
  // "You may draw": taken. "Here" is read as at the headquarters' location (`here`).
  whenCardsPlayed: { filter: { types: ['Personnel'] }, here: true, matchingHostFacility: true, newPropertyLogo: true, oncePerTurn: true, effects: [{ kind: 'draw', who: 'you', count: 1 }] },
});
