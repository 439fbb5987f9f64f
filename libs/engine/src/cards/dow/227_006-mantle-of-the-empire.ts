// Mantle of the Empire (dow, 227_006): equipment — your Klingon chancellor present is INTEGRITY, CUNNING and STRENGTH +1.
import { defineCard } from '../../behaviour/define';

export default defineCard('227_006', {
  title: 'Mantle of the Empire',
  scenario: 'behaviour/incidents-c.spec.ts',
  play: { window: { kind: 'report' } },
  modifiers: [{ kind: 'attributes', attributes: ['INTEGRITY', 'CUNNING', 'STRENGTH'], delta: 1, to: { affiliations: ['Klingon'], characteristics: ['Chancellor'] }, where: 'present' }],
  manual: ['your [Kli] SECURITY present gaining Leadership while your chancellor is with it', 'discarding it to prevent your chancellor present from being killed by a dilemma'],
});
