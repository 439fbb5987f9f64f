// Damar (dom, 115_069): personnel — may report where your Dukat is present.
import { defineCard } from '../../behaviour/define';

export default defineCard('115_069', {
  title: 'Damar',
  scenario: 'behaviour/personnel-a.spec.ts',
  reports: [{ kind: 'self-where-present', with: { names: ['Dukat'] } }],
});
