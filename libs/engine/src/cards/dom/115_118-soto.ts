// Soto (dom, 115_118): personnel — where he is present, the Lethean Telepathic Attack dilemma is cancelled (the engine always uses this "may").
import { defineCard } from '../../behaviour/define';

export default defineCard('115_118', {
  title: 'Soto',
  scenario: 'behaviour/personnel.spec.ts',
  nullifies: [{ kind: 'dilemmas-where-present', titles: ['Lethean Telepathic Attack'] }],
});
