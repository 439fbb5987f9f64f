// Repair Sabotage (SFL, 245_012): mission — no game text; its requirements given here (the card list writes the [Maq] personnel term the parser does not read).
import { defineCard } from '../../behaviour/define';

export default defineCard('245_012', {
  title: 'Repair Sabotage',
  scenario: 'behaviour/missions-text.spec.ts',
  mission: {
    requirements: 'ENGINEER + Navigation + (SECURITY OR {[Maq] personnel})',
  },
});
