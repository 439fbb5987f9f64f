// La Forge Impersonator (bog, 116_091): personnel — he may report for free where his owner's Taibak is present.
import { defineCard } from '../../behaviour/define';

export default defineCard('116_091', {
  title: 'La Forge Impersonator',
  scenario: 'behaviour/personnel-b.spec.ts',
  reports: [{ kind: 'self-where-present', with: { names: ['Taibak'] }, cost: 'free' }],
});
