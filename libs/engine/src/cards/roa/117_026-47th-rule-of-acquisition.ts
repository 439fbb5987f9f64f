// 47th Rule of Acquisition (roa, 117_026): event — lies on your Acquisition or Greed personnel. While in play it nullifies Palor Toff:
// Alien Trader (one in play is discarded; one played is nullified as it would resolve). While a Garak (any) or a personnel with more skill
// dots than its host is at the host's location, its owner may put that personnel atop its owner's draw deck; then the event is discarded.
//   1E rulebook › THE PLAY PHASE › Clarifications: Valid responses (nullified: no effect); USING SKILLS (skill dots); THE CARDS
//   (behaviour/ferengi-profits.ts, rules-of-acquisition.ts › nullifiesInPlay).
import { defineCard } from '../../behaviour/define';

export default defineCard('117_026', {
  title: '47th Rule of Acquisition',
  scenario: 'behaviour/ferengi-profits.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'personnel', whose: 'yours', filter: { anyOf: [{ skill: 'Acquisition' }, { skill: 'Greed' }] } },
  duration: 'on-target-card',
  nullifiesInPlay: { titles: ['Palor Toff: Alien Trader'] },
  // "Whenever at same location as …, may": usable at any time while such a personnel is there.
  abilities: [
    {
      id: 'deck-top',
      window: 'any-time',
      targets: { kind: 'personnel-here-outranking-host', names: ['Garak'] },
      effects: [{ kind: 'target-atop-owner-deck' }, { kind: 'discard-self' }],
    },
  ],
});
