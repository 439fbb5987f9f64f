// I Will Not Promise... (ttne, 233_009): Q interrupt — drawn in a Q-Flash, the Q-Continuum's owner may stop the Q-Flash and put this card under another mission like a [S/P] dilemma; met there, it gives the team a Q-Flash of three cards.
import { defineCard } from '../../behaviour/define';

export default defineCard('233_009', {
  title: 'I Will Not Promise...',
  scenario: 'behaviour/q-flash.spec.ts',
  qFlash: { effects: [{ kind: 'may-end-flash-and-seed', what: 'self' }], seededFlash: 3 },
});
