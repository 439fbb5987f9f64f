// Fifth (borg, 124_055): personnel — once each turn, may return to hand one of your [BO] Incident, Event or Objective cards in play.
import { defineCard } from '../../behaviour/define';

export default defineCard('124_055', {
  title: 'Fifth',
  scenario: 'behaviour/personnel-a.spec.ts',
  abilities: [{ id: 'return-to-hand', limit: 'once-per-turn', targets: { kind: 'card-on-table', whose: 'yours', types: ['Incident', 'Event', 'Objective'], icon: 'BO', anywhere: true }, effects: [{ kind: 'target-to-hand' }] }],
});
