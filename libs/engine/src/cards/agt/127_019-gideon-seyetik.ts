// Gideon Seyetik (agt, 127_019): personnel — each time he helps solve a mission whose requirements name SCIENCE, his owner draws a card (the engine always uses this "may").
import { defineCard } from '../../behaviour/define';

export default defineCard('127_019', {
  title: 'Gideon Seyetik',
  scenario: 'behaviour/personnel-b.spec.ts',
  whenMissionSolved: { helpedBy: 'self', requiring: 'SCIENCE', effects: [{ kind: 'draw', who: 'you', count: 1 }] },
});
