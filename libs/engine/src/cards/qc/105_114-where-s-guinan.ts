// Where's Guinan? (qc, 105_114): Q interrupt, drawn in a Q-Flash — with a Guinan in the team, every El-Aurian in it is sent to another planet the opponent names.
import { defineCard } from '../../behaviour/define';

// "Guinan" read as her persona's cards (the card list gives no persona field): Guinan, Guinan (Nemesis), Refugee Guinan, and Madam Guinan (named).
const GUINAN = ['Guinan', 'Guinan (Nemesis)', 'Refugee Guinan', 'Madam Guinan'];

export default defineCard('105_114', {
  title: "Where's Guinan?",
  scenario: 'behaviour/q-flash.spec.ts',
  // Its nullification limit needs no words: no card nullifies a Q card drawn in a Q-Flash yet (behaviour/q-flash.ts).
  qFlash: {
    if: { kind: 'yours-titled', titles: GUINAN },
    effects: [{ kind: 'relocate-present-to-planet', filter: { species: 'El-Aurian' } }],
  },
});
