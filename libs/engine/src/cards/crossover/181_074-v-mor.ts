// V'mor (crossover, 181_074): personnel — where he is present, the Strict Dress Code dilemma is cancelled (the engine always uses this "may").
import { defineCard } from '../../behaviour/define';

export default defineCard('181_074', {
  title: "V'mor",
  scenario: 'behaviour/personnel.spec.ts',
  nullifies: [{ kind: 'dilemmas-where-present', titles: ['Strict Dress Code'] }],
});
