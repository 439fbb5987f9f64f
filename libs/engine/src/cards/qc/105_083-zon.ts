// Zon (qc, 105_083): personnel — where he is present, the Nausicaans dilemma is cancelled (the engine always uses this "may").
import { defineCard } from '../../behaviour/define';

export default defineCard('105_083', {
  title: 'Zon',
  scenario: 'behaviour/personnel.spec.ts',
  nullifies: [{ kind: 'dilemmas-where-present', titles: ['Nausicaans'] }],
});
