// Fal-tor-pan (tmp, 126_015): event — on your table. At any time, when the top card of your discard pile is a Vulcan
// personnel, it may be stored on this event (face up, not in play). Reporting the personnel stored here to the planet
// Vulcan as if from hand is manual.
//   1E rulebook › THE CARDS › EVENTS; PLAYING A CARD › PLAYING "AT ANY TIME". Behaviour/stored-cards.ts.
import { defineCard } from '../../behaviour/define';

export default defineCard('126_015', {
  title: 'Fal-tor-pan',
  scenario: 'behaviour/stored-cards.spec.ts',
  play: { window: { kind: 'normal-play' } },
  stores: {},
  abilities: [{ id: 'keep-katra', window: 'any-time', targets: { kind: 'your-discard-top', filter: { species: 'Vulcan' } }, effects: [{ kind: 'store-target' }] }],
  manual: ['personnel stored here reporting to the planet Vulcan as if from your hand'],
});
