// Clan People (ds9, 112_011): dilemma — to get past, a named Bajoran spiritual leader, or CUNNING above 38 from at most five Away Team members.
import { defineCard } from '../../behaviour/define';

export default defineCard('112_011', {
  title: 'Clan People',
  scenario: 'behaviour/dilemmas/ds9.spec.ts',
  dilemma: {
    title: 'Clan People',
    steps: [
      { kind: 'count', any: [{ require: '{Kai Opaka}' }, { best: 'CUNNING', upTo: 5, above: 38 }] },
    ],
  },
});
