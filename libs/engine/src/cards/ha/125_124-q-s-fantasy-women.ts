// Q's Fantasy Women (ha, 125_124): Q event, drawn in a Q-Flash — the Q-Continuum's owner plays it on a male in the team until any Q-Flash; should he help his owner solve a mission, the Q-Continuum's owner scores its points and it is discarded.
import { defineCard } from '../../behaviour/define';

export default defineCard('125_124', {
  title: "Q's Fantasy Women",
  scenario: 'behaviour/q-flash.spec.ts',
  qFlash: {
    untilQFlash: true,
    effects: [{ kind: 'place-on-present', filter: { characteristic: 'Male' } }],
    hostHelpsSolve: { points: 5 },
  },
});
