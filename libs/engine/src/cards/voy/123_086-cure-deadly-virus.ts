// Cure Deadly Virus (voy, 123_086): mission — until it is solved, personnel on its planet may not leave (quarantine).
import { defineCard } from '../../behaviour/define';

export default defineCard('123_086', {
  title: 'Cure Deadly Virus',
  scenario: 'behaviour/missions-text.spec.ts',
  mission: {
    location: ['planet-quarantined-until-solved'],
  },
});
