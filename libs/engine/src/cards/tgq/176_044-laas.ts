// Laas (tgq, 176_044): personnel — he may report for free where a changeling of his owner's is present.
import { defineCard } from '../../behaviour/define';

export default defineCard('176_044', {
  title: 'Laas',
  scenario: 'behaviour/personnel-b.spec.ts',
  reportsTo: [{ to: { kind: 'with', who: { characteristic: 'Changeling' } }, free: true }],
});
