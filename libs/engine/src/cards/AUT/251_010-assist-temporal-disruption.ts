// Assist Temporal Disruption (AUT, 251_010): mission — its owner may seed one Devidian Door on their table in the facility phase.
import { defineCard } from '../../behaviour/define';

export default defineCard('251_010', {
  title: 'Assist Temporal Disruption',
  scenario: 'behaviour/missions-text.spec.ts',
  mission: {
    ownerSeedsOnTable: 'Devidian Door',
  },
});
