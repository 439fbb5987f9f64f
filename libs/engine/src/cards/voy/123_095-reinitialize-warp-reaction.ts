// Reinitialize Warp Reaction (voy, 123_095): mission — when solved, the solving ship's RANGE used this turn is restored.
import { defineCard } from '../../behaviour/define';

export default defineCard('123_095', {
  title: 'Reinitialize Warp Reaction',
  scenario: 'behaviour/missions-text.spec.ts',
  mission: {
    solved: [{ kind: 'restore-range', scope: 'solving-ship' }],
  },
});
