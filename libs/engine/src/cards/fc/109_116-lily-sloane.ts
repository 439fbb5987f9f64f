// Lily Sloane (fc, 109_116): personnel — aboard the Phoenix, meets two [Stf] staffing requirements.
import { defineCard } from '../../behaviour/define';

export default defineCard('109_116', {
  title: 'Lily Sloane',
  scenario: 'behaviour/personnel-a.spec.ts',
  staffing: { kind: 'extra-icons', icons: ['Stf'], shipTitles: ['Phoenix'] },
});
