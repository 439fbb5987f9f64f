// Lewis Zimmerman (ha, 125_069): personnel — your compatible [Holo] cards may report at his location, for free once each turn.
import { defineCard } from '../../behaviour/define';

export default defineCard('125_069', {
  title: 'Lewis Zimmerman',
  scenario: 'behaviour/personnel-a.spec.ts',
  reports: [{ kind: 'others-where-present', who: { types: ['Personnel', 'Ship', 'Equipment'], icons: ['Holo'] }, here: true, cost: 'free-once-per-turn' }],
});
