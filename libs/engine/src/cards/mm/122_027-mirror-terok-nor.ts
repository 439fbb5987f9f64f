// Mirror Terok Nor (mm, 122_027): a Nor of the mirror universe with a [TE] side (the side the card list prints) and a [KCA] side; commandeered, its new controller may turn it over (behaviour/nor-sides.ts; `Commandeer.flip`).
import { defineCard } from '../../behaviour/define';

export default defineCard('122_027', {
  title: 'Mirror Terok Nor',
  scenario: 'behaviour/nor-sides.spec.ts',
  flipSide: { icons: ['KCA'], replacing: ['TE'], onCommandeer: 'may' },
  manual: [
    'seeding at Bajor, with the side of its owner\'s choice face up',
    'Quark\'s Bar seeding or playing here; Ops only if [TE] in its game text',
  ],
});
