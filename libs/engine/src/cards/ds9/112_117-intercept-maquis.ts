// Intercept Maquis (ds9, 112_117): mission — may be attempted only if your ships here total more than 14 WEAPONS.
import { defineCard } from '../../behaviour/define';

export default defineCard('112_117', {
  title: 'Intercept Maquis',
  scenario: 'behaviour/missions-text.spec.ts',
  mission: {
    attemptRequires: [{ kind: 'your-weapons-here', above: 14 }],
  },
});
