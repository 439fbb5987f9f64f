// Revenge Is a Dish Best Served Cold (tmp, 126_033): objective — seeds on its owner's table in the facility phase, downloading U.S.S. Reliant (to a facility of theirs it may report to). Once each turn their Khan, or a personnel with "Khan" in lore, reports for free aboard their U.S.S. Reliant; at the end of every turn they discard every other personnel of theirs in play; at the start of each of their turns, with their Khan and The Genesis Device aboard their U.S.S. Reliant, they score 30 bonus points (15 while the opponent has a Kirk in play).
import { defineCard } from '../../behaviour/define';

// 1E rulebook › THE SEED PHASES › Clarification: Seed Phase Actions (seed-downloads.ts: a ship reports as normal);
// REPORTING FOR DUTY › SPECIAL REPORTING; PLAYING "FOR FREE" (table-reports.ts: one free report a turn, shared);
// END OF TURN and MISCELLANEOUS RULES › TURNS: "EACH", "EVERY", AND "FULL" (timed.ts `turn-ends` for every turn;
// turn-starts.ts for each of yours); WINNING THE GAME (bonus points). named-aboard.ts holds the other words.
const KHAN = [{ names: ['Khan'] }, { loreWord: 'Khan' }];

export default defineCard('126_033', {
  title: 'Revenge Is a Dish Best Served Cold',
  scenario: 'behaviour/named-aboard.spec.ts',
  seedDownloads: { titles: ['U.S.S. Reliant'] },
  tableReports: KHAN.map((who) => ({ who, aboardShips: ['U.S.S. Reliant'] })),
  triggers: [{ on: 'turn-ends', whose: 'every', from: 'this-turn', effects: [{ kind: 'discard-your-personnel-except', keep: KHAN }] }],
  atTurnStart: {
    whose: 'your',
    requires: [{ kind: 'named-aboard-your-ship', ship: 'U.S.S. Reliant', aboard: [{ names: ['Khan'] }, { types: ['Artifact'], names: ['The Genesis Device'] }] }],
    effects: [
      {
        kind: 'if-opponent-has-named',
        names: ['Kirk'],
        then: [{ kind: 'score-points', points: 15, bonus: true }],
        otherwise: [{ kind: 'score-points', points: 30, bonus: true }],
      },
    ],
  },
});
