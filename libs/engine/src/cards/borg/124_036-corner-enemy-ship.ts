// Corner Enemy Ship (borg, 124_036): mission — may be attempted only if your ships here total more than 15 WEAPONS.
import { defineCard } from '../../behaviour/define';

export default defineCard('124_036', {
  title: 'Corner Enemy Ship',
  scenario: 'behaviour/missions-text.spec.ts',
  mission: {
    attemptRequires: [{ kind: 'your-weapons-here', above: 15 }],
  },
});
