// HQ: Executive Orders (wp2017, 199_090): incident — seeds or plays on any headquarters; your V.I.P.-classification personnel at its location who share an affiliation with that headquarters gain SECURITY; the card draw for reporting there a matching personnel with a property logo none of your other personnel in play shows is manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('199_090', {
  title: 'HQ: Executive Orders',
  scenario: 'behaviour/table-permits-later.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'card-in-play', filter: { types: ['Facility'], facilityKind: 'Headquarters' } },
  duration: 'on-target-card',
  seedsOnTarget: true,
  modifiers: [{ kind: 'fleet-personnel-attribute', attributes: [], delta: 0, skills: ['SECURITY'], whose: 'yours', where: 'here', matchingFacility: true, to: {}, filter: { classification: 'V.I.P.' } }],
  manual: ['once each turn, if you report a matching personnel here with a property logo not on any of your other personnel in play, you may draw a card'],
});
