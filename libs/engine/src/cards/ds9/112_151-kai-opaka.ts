// Kai Opaka (ds9, 112_151): personnel — Orb artifacts (either player's) may not be nullified.
import { defineCard } from '../../behaviour/define';

export default defineCard('112_151', {
  title: 'Kai Opaka',
  scenario: 'behaviour/personnel-a.spec.ts',
  protectsFromNullification: { characteristic: 'Orb artifact' },
});
