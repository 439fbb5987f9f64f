// The Final Frontier (Cage, 212_020): incident — seeds on its owner's table. Once each turn one of their [AU][OS] personnel reports for free to their universal outpost of its affiliation — twice each turn when one of the two is universal (two free-report slots: a universal personnel takes the universal slot first). No other card lets them play personnel or ships for free; they report no personnel or ship to a time location, and play or report no personnel or ship without [OS]; their Crew Reassignment and Crossover are nullified.
//   1E rulebook › PLAYING "FOR FREE"; REPORTING FOR DUTY › REPORTING TO A TIME LOCATION; THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES (lasting effects on the table; nullified cards are discarded).
//   "Seeds on table" is read from the card text by seeding.ts (no play window: it never plays).
import { defineCard } from '../../behaviour/define';

const TO = { matching: true, universal: true } as const;

export default defineCard('212_020', {
  title: 'The Final Frontier',
  scenario: 'behaviour/holotos-objectives.spec.ts',
  permits: [
    // free-reports.ts: a personnel takes the first slot it fits, in this order.
    { kind: 'free-report', who: { icons: ['AU', 'OS'] }, universal: true, slot: 'universal', to: TO },
    { kind: 'free-report', who: { icons: ['AU', 'OS'] }, slot: 'any', to: TO },
    // free-play-bans.ts: "you may not otherwise play personnel or ships for free".
    { kind: 'no-free-reports', types: ['Personnel', 'Ship'], otherwise: true },
    // played-titles.ts.
    { kind: 'nullifies-yours', titles: ['Crew Reassignment', 'Crossover'] },
  ],
  // affiliation-bans.ts.
  restricts: [
    { kind: 'owner-plays-only', types: ['Personnel', 'Ship'], anyOf: [{ icons: ['OS'] }] },
    { kind: 'owner-reports-not-in-time', types: ['Personnel', 'Ship'] },
  ],
});
