// Mantle of the Empire (dow, 227_006): equipment — with your Klingon chancellor present: the chancellor is INTEGRITY, CUNNING and STRENGTH +1 and your Klingon SECURITY present gain Leadership; discarded to keep that chancellor from being killed by a dilemma.
import { defineCard } from '../../behaviour/define';

export default defineCard('227_006', {
  title: 'Mantle of the Empire',
  scenario: 'behaviour/equipment-artifacts-e.spec.ts',
  play: { window: { kind: 'report' } },
  modifiers: [
    { kind: 'attributes', attributes: ['INTEGRITY', 'CUNNING', 'STRENGTH'], delta: 1, to: { affiliations: ['Klingon'], characteristics: ['Chancellor'] }, where: 'present' },
    { kind: 'gain-skill', skill: 'Leadership', to: { affiliations: ['Klingon'], skills: ['SECURITY'] }, where: 'present', ifPresent: { affiliations: ['Klingon'], characteristics: ['Chancellor'] } },
  ],
  // Issue 15 (equipment-e): your [Kli] SECURITY present gain Leadership while your [Kli] chancellor is with it (gain-skill `ifPresent`).
  // Its discard prevents a dilemma's kill of your [Kli] chancellor present (insteadOfDilemmaKill `present`, `pay`; always used).
  //   1E rulebook › THE CARDS › EQUIPMENT; GETTING HURT › KILLED OR DESTROYED.
  insteadOfDilemmaKill: { present: true, whose: 'yours', filter: { affiliation: 'Klingon', characteristic: 'Chancellor' }, instead: 'prevented', pay: 'discard' },
});
