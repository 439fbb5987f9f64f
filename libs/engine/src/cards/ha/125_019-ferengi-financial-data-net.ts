// Ferengi Financial Data Net (ha, 125_019): event — you throw away your hand, then draw one card per unique Ferengi personnel of yours in play who has Greed; then it is discarded.
import { defineCard } from '../../behaviour/define';

export default defineCard('125_019', {
  title: 'Ferengi Financial Data Net',
  scenario: 'behaviour/events-sets.spec.ts',
  play: { window: { kind: 'normal-play' } },
  triggers: [
    {
      on: 'played',
      effects: [
        { kind: 'discard-hand', who: 'you' },
        { kind: 'draw-per-personnel', filter: { affiliation: 'Ferengi', universal: false, skill: 'Greed' } },
      ],
    },
  ],
  duration: 'instant',
});
