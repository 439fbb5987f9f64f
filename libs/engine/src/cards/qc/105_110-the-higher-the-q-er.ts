// The Higher... The Q-er (qc, 105_110): Q interrupt, drawn in a Q-Flash — with no CIVILIAN in the team, the Q-Flash grows by one card per team member with a [Cmd] icon.
import { defineCard } from '../../behaviour/define';

export default defineCard('105_110', {
  title: 'The Higher... The Q-er',
  scenario: 'behaviour/q-flash.spec.ts',
  qFlash: {
    if: { kind: 'none-present', filter: { classification: 'CIVILIAN' } },
    effects: [{ kind: 'add-to-flash', per: { icons: ['Cmd'] } }],
  },
});
