// The Walls Have Ears (ds9, 112_101): interrupt — once each turn, on one of the opponent's ships or facilities with personnel aboard: either a changeling from your hand reports aboard it, or, when one of your personnel (an intruder, your infiltrator too) is aboard it, you score its 5 points.
// 1E rulebook › REPORTING FOR DUTY › SPECIAL REPORTING; INFILTRATION (your infiltrator counts as an intruder for this card);
// MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS. Behaviour/intruder-plays.ts (targets), battle-table-responses.ts (`report-chosen-aboard`).
import { defineCard } from '../../behaviour/define';

export default defineCard('112_101', {
  title: 'The Walls Have Ears',
  scenario: 'behaviour/intruder-plays.spec.ts',
  play: { window: { kind: 'interrupt' }, limit: { kind: 'once-per-turn' } },
  targets: { kind: 'opponent-occupied-host-and-hand-personnel', filter: { species: 'Changeling' } },
  triggers: [{ on: 'played', effects: [{ kind: 'report-chosen-aboard' }] }],
  modes: [
    {
      play: { window: { kind: 'interrupt' }, limit: { kind: 'once-per-turn' } },
      targets: { kind: 'opponent-occupied-host-with-your-intruder' },
      // Its point box: bonus points (1E rulebook › LEAVING PLAY › bonus points).
      triggers: [{ on: 'played', effects: [{ kind: 'score-points', points: 5, bonus: true }] }],
    },
  ],
});
