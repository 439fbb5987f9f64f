// Empathic Touch (agt, 127_011): interrupt — held in hand, when your personnel is about to be killed with another of your Empathy personnel present, both are stopped and the death is prevented.
import { defineCard } from '../../behaviour/define';

export default defineCard('127_011', {
  title: 'Empathic Touch',
  scenario: 'behaviour/death-savers.spec.ts',
  // 1E rulebook › GETTING HURT › KILLED OR DESTROYED; STOPPED (behaviour/death-savers.ts).
  permits: [{ kind: 'saves-from-death', dying: {}, helper: { skill: 'Empathy' }, instead: 'stop-both' }],
});
