// Crisis (dom, 115_008): dilemma — to get past, Leadership in the Away Team and an OFFICER aboard your ship at this location.
import { defineCard } from '../../behaviour/define';

export default defineCard('115_008', {
  title: 'Crisis',
  scenario: 'behaviour/dilemmas/sets-c.spec.ts',
  dilemma: {
    title: 'Crisis',
    steps: [{ kind: 'count', any: [{ shipHere: { crew: 'OFFICER', team: 'Leadership' } }] }],
    manual: ['the Borg alternatives: [Com] and [Def] icons in the Away Team, two [Def] Borg aboard'],
  },
});
