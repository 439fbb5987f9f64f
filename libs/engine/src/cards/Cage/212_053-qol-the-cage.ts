// Qol (The Cage) (Cage, 212_053): personnel — while he is in play, each time an opponent's attempt reveals a gender-related dilemma his owner draws a card (one Qol counts).
import { defineCard } from '../../behaviour/define';

export default defineCard('212_053', {
  title: 'Qol (The Cage)',
  scenario: 'behaviour/personnel-b.spec.ts',
  whenDilemmaRevealed: {
    titles: [
      'A Crime of Passion',
      'Anaphasic Organism',
      'Anaphasic Organism & Nagilum',
      'Brief Romance',
      'Distraction',
      'Entertaining Display',
      "Female's Love Interest",
      "Female's Love Interest & Garbage Scow",
      'Ferengi Infestation',
      'Kidnappers',
      'Koon-ut-kal-if-fee',
      "Looking for Par'mach",
      "Male's Love Interest",
      "Male's Love Interest & Plague Ship",
      'Matriarchal Society',
      'No Mention of Crime',
      'Parallel Romance',
      'Primal Urges',
      'Shore Leave',
      'Socializing with the Staff',
      'Strange Bedfellows',
      'Talosian Cage',
      'Unexpected',
    ],
    by: 'opponent',
    effects: [{ kind: 'draw', who: 'you', count: 1 }],
  },
});
