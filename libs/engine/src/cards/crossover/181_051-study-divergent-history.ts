// Study Divergent History (crossover, 181_051): objective — played on your [MU] ship or your [MU] headquarters (Guest Quarters or The Intendant's Quarters: manual); once each turn you may stop two of your personnel present with it, one native to the Alpha Quadrant and one to the Mirror Quadrant, to draw a card. Doubling your File Mission Report's point boxes in this quadrant is manual.
//   1E current rulings › opposite quadrant (Alpha ↔ Mirror); behaviour/opposite-quadrants.ts.
import { defineCard } from '../../behaviour/define';

export default defineCard('181_051', {
  title: 'Study Divergent History',
  scenario: 'behaviour/turn-abilities.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'your-ship-matching', icons: ['MU'] },
  modes: [{ play: { window: { kind: 'normal-play' } }, targets: { kind: 'your-facility', facilityKind: 'Headquarters', icon: 'MU' }, duration: 'on-target-card' }],
  duration: 'on-target-card',
  seedsOnTarget: true,
  abilities: [
    { id: 'study', limit: 'once-per-turn', targets: { kind: 'opposite-quadrant-pair-present' }, effects: [{ kind: 'stop-pair-present' }, { kind: 'draw', who: 'you', count: 1 }] },
  ],
  manual: [
    'seeded or played on Guest Quarters or The Intendant\'s Quarters (sites), or on an opponent\'s [MU] headquarters (only your [MU] ship or headquarters is offered)',
    'doubles the point boxes of your File Mission Report in this quadrant (for opposite-quadrant missions)',
  ],
});
