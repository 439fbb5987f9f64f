// Goran'Agar (dom, 115_083): personnel — where he is present, the Hippocratic Oath dilemma is cancelled.
import { defineCard } from '../../behaviour/define';

export default defineCard('115_083', {
  title: "Goran'Agar",
  scenario: 'behaviour/personnel.spec.ts',
  nullifies: [{ kind: 'dilemmas-where-present', titles: ['Hippocratic Oath'] }],
});
