// Data (Things Past) (VP, 132_031): personnel — a dilemma that would kill him stops him instead.
import { defineCard } from '../../behaviour/define';

export default defineCard('132_031', {
  title: 'Data (Things Past)',
  scenario: 'behaviour/personnel-b.spec.ts',
  stopsDilemmaKills: { to: 'self' },
});
