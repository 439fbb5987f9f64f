// Subjugate Planet (dom, 115_063): objective — seeded or played onto a planet mission you seeded that is neither a homeworld nor Dominion, lying atop it; there your Dominion personnel may attempt it, also with Vorta + Treachery + four Jem'Hadar + STRENGTH over twice its points. When you solve it, you may download Remote Supply Depot here (built by its own rules, the place named by this card), with one Ketracel-White; then the objective is discarded.
import { defineCard } from '../../behaviour/define';

export default defineCard('115_063', {
  title: 'Subjugate Planet',
  scenario: 'behaviour/facility-downloads.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'mission', missions: { yours: true, planet: true, notHomeworld: true, notAffiliationIcon: 'Dominion' } },
  duration: 'on-target-mission',
  seedsOnTarget: true,
  // "You may attempt mission": your Dominion personnel may attempt it although it shows no [DOM] icon.
  permits: [
    { kind: 'attempt-here', who: { affiliations: ['Dominion'] } },
    { kind: 'alternative-requirements', requirements: "Vorta + Treachery + 4 Jem'Hadar + STRENGTH>{2P}" },
  ],
  // Issue 15 (facility downloads): behaviour/facility-downloads.ts.
  solvedHere: { main: { titles: ['Remote Supply Depot'] }, plus: { filter: { titles: ['Ketracel-White'] }, max: 1 }, here: true, thenDiscard: true },
});
