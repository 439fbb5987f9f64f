// Kes (The Borg) (borg, 124_105): personnel — in personnel battle she is never stunned (nor mortally wounded).
import { defineCard } from '../../behaviour/define';

export default defineCard('124_105', {
  title: 'Kes (The Borg)',
  scenario: 'behaviour/combat.spec.ts',
  battle: [{ kind: 'never-stunned' }],
});
