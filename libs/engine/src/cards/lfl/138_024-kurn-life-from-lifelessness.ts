// Kurn (Life From Lifelessness) (lfl, 138_024): personnel — SECURITY-classification personnel present with him (either player's) are INTEGRITY, CUNNING and STRENGTH +1. Replacing your personnel present selected to die stays manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('138_024', {
  title: 'Kurn (Life From Lifelessness)',
  scenario: 'behaviour/personnel-d.spec.ts',
  modifiers: [{ kind: 'personnel-attribute', attributes: ['INTEGRITY', 'CUNNING', 'STRENGTH'], delta: 1, to: { whose: 'any', classification: 'SECURITY' }, where: 'present-personnel' }],
  manual: ['must replace your personnel present selected to die'],
});
