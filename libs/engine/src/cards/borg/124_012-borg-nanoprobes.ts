// Borg Nanoprobes (borg, 124_012): equipment — once each turn, where it is present, a personnel just stunned in battle by your [Def] drone is abducted and assimilated (a drone under your control). Its other use, nullifying a Species 8472-related dilemma, stays manual.
//   1E rulebook › Borg Rule: Abduction; Borg Rule: Personnel Assimilation.
import { defineCard } from '../../behaviour/define';

export default defineCard('124_012', {
  title: 'Borg Nanoprobes',
  scenario: 'behaviour/assimilation.spec.ts',
  play: { window: { kind: 'report' } },
  assimilateStunned: { by: { affiliation: 'Borg', icons: ['Def'], characteristic: 'Drone' } },
  manual: ['the other use (sharing the once-each-turn limit): nullify a Species 8472-related dilemma other than Gravimetric Distortion (the card list names no such group)'],
});
