// Warped Space (au, 103_088): mission — two-sided: its owner's opponent flies over it with span 1.
import { defineCard } from '../../behaviour/define';

export default defineCard('103_088', {
  title: 'Warped Space',
  scenario: 'behaviour/missions-text.spec.ts',
  mission: {
    opponentSide: { span: 1 },
  },
});
