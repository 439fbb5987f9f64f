// Study Divergent History (crossover, 181_051): objective — seeded or played on your [MU] ship, on a [MU] headquarters (anyone's), or on the sites Guest Quarters or The Intendant's Quarters; once each turn you may stop two of your personnel present with it, one native to the Alpha Quadrant and one to the Mirror Quadrant, to draw a card. While it is in play, a mission report you file in its quadrant for a mission solved in the opposite quadrant scores twice File Mission Report's points (behaviour/mission-reports.ts).
//   1E current rulings › opposite quadrant (Alpha ↔ Mirror); behaviour/opposite-quadrants.ts.
import { defineCard } from '../../behaviour/define';

export default defineCard('181_051', {
  title: 'Study Divergent History',
  scenario: 'behaviour/download-places.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'your-ship-matching', icons: ['MU'] },
  modes: [
    { play: { window: { kind: 'normal-play' } }, targets: { kind: 'your-facility', facilityKind: 'Headquarters', icon: 'MU', anyOwner: true }, duration: 'on-target-card' },
    { play: { window: { kind: 'normal-play' } }, targets: { kind: 'site', titles: ['Guest Quarters', "The Intendant's Quarters"] }, duration: 'on-target-card' },
  ],
  duration: 'on-target-card',
  seedsOnTarget: true,
  abilities: [
    { id: 'study', limit: 'once-per-turn', targets: { kind: 'opposite-quadrant-pair-present' }, effects: [{ kind: 'stop-pair-present' }, { kind: 'draw', who: 'you', count: 1 }] },
  ],
  doublesOppositeMissionReports: true,
});
