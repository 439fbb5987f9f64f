// Jodmos (2anth, 118_005): personnel — in personnel battle he stuns the adversary he engages, whatever its STRENGTH, unless it has Honor.
import { defineCard } from '../../behaviour/define';

export default defineCard('118_005', {
  title: 'Jodmos',
  scenario: 'behaviour/combat.spec.ts',
  battle: [{ kind: 'stuns-adversary', unlessSkill: 'Honor' }],
});
