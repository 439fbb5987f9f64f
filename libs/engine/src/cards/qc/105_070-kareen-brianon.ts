// Kareen Brianon (qc, 105_070): personnel — where she is present, the Male's Love Interest dilemma is cancelled (the engine always uses this "may").
import { defineCard } from '../../behaviour/define';

export default defineCard('105_070', {
  title: 'Kareen Brianon',
  scenario: 'behaviour/personnel.spec.ts',
  nullifies: [{ kind: 'dilemmas-where-present', titles: ["Male's Love Interest"] }],
});
