// Admiral Nechayev (AUT, 251_016): personnel — the opponent's personnel present who have Honor have every attribute -1.
import { defineCard } from '../../behaviour/define';

export default defineCard('251_016', {
  title: 'Admiral Nechayev',
  scenario: 'behaviour/personnel.spec.ts',
  modifiers: [
    {
      kind: 'personnel-attribute',
      attributes: ['INTEGRITY', 'CUNNING', 'STRENGTH'],
      delta: -1,
      to: { whose: 'opposing', skill: 'Honor' },
      where: 'present-personnel',
    },
  ],
});
