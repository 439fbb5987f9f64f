// Surmak Ren (ds9, 112_168): personnel — where he is present, the Aphasia Device dilemma is cancelled (the engine always uses this "may").
import { defineCard } from '../../behaviour/define';

export default defineCard('112_168', {
  title: 'Surmak Ren',
  scenario: 'behaviour/personnel.spec.ts',
  nullifies: [{ kind: 'dilemmas-where-present', titles: ['Aphasia Device'] }],
});
