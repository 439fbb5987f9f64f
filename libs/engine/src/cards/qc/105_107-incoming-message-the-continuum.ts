// Incoming Message - The Continuum (qc, 105_107): Q interrupt, drawn in a Q-Flash — the Q-Continuum's owner may stop the Q-Flash and put the card that began it under another mission; the attempt goes on.
import { defineCard } from '../../behaviour/define';

export default defineCard('105_107', {
  title: 'Incoming Message - The Continuum',
  scenario: 'behaviour/q-flash.spec.ts',
  qFlash: { effects: [{ kind: 'may-end-flash-and-seed', what: 'source' }] },
});
