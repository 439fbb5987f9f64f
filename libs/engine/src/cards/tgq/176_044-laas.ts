// Laas (tgq, 176_044): personnel — he may report for free where a changeling of his owner's is present.
import { defineCard } from '../../behaviour/define';

export default defineCard('176_044', {
  title: 'Laas',
  scenario: 'behaviour/personnel-b.spec.ts',
  reports: [{ kind: 'self-where-present', with: { characteristic: 'Changeling' }, cost: 'free' }],
});
