// Fal-tor-pan (tmp, 126_015): event — on your table. At any time, when the top card of your discard pile is a Vulcan
// personnel, it may be stored on this event (face up, not in play). A personnel stored here may report to the planet
// Vulcan (Deliver Ancient Artifact, by the rulebook's homeworld list) as if from your hand: your normal card play, on
// your turn before orders.
//   1E rulebook › THE CARDS › EVENTS; PLAYING A CARD › PLAYING "AT ANY TIME"; REPORTING FOR DUTY.
//   Behaviour/stored-cards.ts, stored-reports.ts.
import { defineCard } from '../../behaviour/define';

export default defineCard('126_015', {
  title: 'Fal-tor-pan',
  scenario: 'behaviour/stored-cards.spec.ts',
  play: { window: { kind: 'normal-play' } },
  stores: {},
  abilities: [
    { id: 'keep-katra', window: 'any-time', targets: { kind: 'your-discard-top', filter: { species: 'Vulcan' } }, effects: [{ kind: 'store-target' }] },
    { id: 'report-to-vulcan', targets: { kind: 'stored-here-to-planet-at-place', places: ['Vulcan'] }, effects: [{ kind: 'report-stored-target-to-planet' }] },
  ],
});
