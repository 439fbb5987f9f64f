// Technical Wizardry (terran, 191_012): event — on your table, while your hand is empty, Kevin Uxbridge cannot touch your events.
import { defineCard } from '../../behaviour/define';

export default defineCard('191_012', {
  title: 'Technical Wizardry',
  scenario: 'behaviour/events-c.spec.ts',
  play: { window: { kind: 'normal-play' } },
  permits: [{ kind: 'events-immune-while-hand-empty', titles: ['Kevin Uxbridge'] }],
});
