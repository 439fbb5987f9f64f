// Lakanta (au, 103_108): personnel — the ship he is aboard may leave one end of its spaceline and enter the other; Wesley Crusher present with him has every attribute +4.
import { defineCard } from '../../behaviour/define';

export default defineCard('103_108', {
  title: 'Lakanta',
  scenario: 'behaviour/personnel-b.spec.ts',
  crewShipPermits: ['wrap-spaceline'],
  modifiers: [{ kind: 'personnel-attribute', attributes: ['INTEGRITY', 'CUNNING', 'STRENGTH'], delta: 4, to: { whose: 'any', names: ['Wesley Crusher'] }, where: 'present-personnel' }],
});
