// Bajoran Civil War (ds9, 112_057): event — on your table, your Bajoran forces (led as usual) may initiate battle against other Bajorans; the other mode (download two universal Bajoran OFFICER, SECURITY or Resistance personnel) is manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('112_057', {
  title: 'Bajoran Civil War',
  scenario: 'behaviour/events-c.spec.ts',
  play: { window: { kind: 'normal-play' } },
  permits: [{ kind: 'ignore-attack-restrictions', affiliations: ['Bajoran'] }],
  manual: ['the other mode: download two universal Bajoran OFFICER, SECURITY or Resistance personnel, then discard the event'],
});
