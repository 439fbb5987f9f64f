// Vorta Scenario Testing (AUT, 251_008): incident — seeds or plays on your Dominion facility, lying on it; your [AU] Dominion cards may
// report aboard it (a special report: whatever their native quadrant), using the normal card play; once per game you may download one
// [AU] Dominion card aboard it (a pick from your draw deck, then reshuffled; none picked: nothing).
//   1E rulebook › REPORTING FOR DUTY › SPECIAL REPORTING (native quadrant not asked: "regardless of quadrant"); DOWNLOADING;
//   MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS.
import { defineCard } from '../../behaviour/define';

export default defineCard('251_008', {
  title: 'Vorta Scenario Testing',
  scenario: 'behaviour/voyds9-vorta-scenario-testing.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'your-facility', affiliations: ['Dominion'] },
  duration: 'on-target-card',
  seedsOnTarget: true,
  // behaviour/locker-reports.ts (a card lying on a facility: SpecialReport aboard it).
  reportsWhereLying: { who: { icons: ['AU'], affiliation: 'Dominion' } },
  abilities: [
    {
      id: 'download-here',
      limit: 'once-per-game',
      // choices.ts › download-here: a card lying on a facility downloads aboard it.
      effects: [{ kind: 'choose-cards', chooser: 'you', pool: { from: 'draw-deck', whose: 'you', filter: { icons: ['AU'], affiliations: ['Dominion'] }, download: true }, pick: 1, upTo: true, chosen: 'download-here' }],
    },
  ],
});
