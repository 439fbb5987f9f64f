// Lon Suder (voy, 123_123): personnel — a force with him may initiate a personnel battle where he is against any affiliation (no affiliation attack restrictions).
import { defineCard } from '../../behaviour/define';

export default defineCard('123_123', {
  title: 'Lon Suder',
  scenario: 'behaviour/personnel-b.spec.ts',
  battleHere: [{ kind: 'may-attack', battle: 'personnel' }],
});
