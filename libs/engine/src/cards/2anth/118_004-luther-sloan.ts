// Luther Sloan (2anth, 118_004): personnel — he may report anywhere: aboard any of his owner's ships or facilities, or on any planet.
import { defineCard } from '../../behaviour/define';

export default defineCard('118_004', {
  title: 'Luther Sloan',
  scenario: 'behaviour/personnel-b.spec.ts',
  reports: [{ kind: 'self-at', to: { kind: 'anywhere' } }],
});
