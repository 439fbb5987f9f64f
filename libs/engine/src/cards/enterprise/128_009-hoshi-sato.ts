// Hoshi Sato (enterprise, 128_009): personnel — where she is present the female-related dilemmas are cancelled (the engine always uses this "may"; the titles are those the card list marks female-related).
import { defineCard } from '../../behaviour/define';

export default defineCard('128_009', {
  title: 'Hoshi Sato',
  scenario: 'behaviour/personnel-b.spec.ts',
  nullifies: [
    {
      kind: 'dilemmas-where-present',
      titles: [
        'Anaphasic Organism',
        'Anaphasic Organism & Nagilum',
        "Female's Love Interest",
        "Female's Love Interest & Garbage Scow",
        'Matriarchal Society',
        'Parallel Romance',
        'Brief Romance',
        'Kidnappers',
        'Strange Bedfellows',
        'Distraction',
        'Talosian Cage',
        'Shore Leave',
        'Socializing with the Staff',
        "Looking for Par'mach",
        'Unexpected',
        'A Crime of Passion',
        'No Mention of Crime',
        'Entertaining Display',
        'Primal Urges',
      ],
    },
  ],
});
