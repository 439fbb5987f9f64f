// I.K.S. Kla'Diyus (tmp, 126_120): ship — while cloaked it may initiate battle, and (cloaked) it still may not be fired upon (battle.ts).
import { defineCard } from '../../behaviour/define';

export default defineCard('126_120', {
  title: "I.K.S. Kla'Diyus",
  scenario: 'behaviour/ships-text-b.spec.ts',
  permits: [{ kind: 'battle-while-cloaked' }],
});
