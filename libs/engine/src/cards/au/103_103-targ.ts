// Targ (au, 103_103): personnel — Klingons present with it (either player's) that are not ANIMALs (no other Targ) are STRENGTH +1. Nullifying a Rogue Borg just played where it is present stays manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('103_103', {
  title: 'Targ',
  scenario: 'behaviour/personnel-d.spec.ts',
  modifiers: [{ kind: 'personnel-attribute', attributes: ['STRENGTH'], delta: 1, to: { whose: 'any', species: 'Klingon', notSkill: 'ANIMAL' }, where: 'present-personnel' }],
  manual: ['nullifies one just-played Rogue Borg where present'],
});
