// Rishon Uxbridge (au, 103_046): event — placed on an Event in play, which Kevin Uxbridge can then no longer touch.
import { defineCard } from '../../behaviour/define';

export default defineCard('103_046', {
  title: 'Rishon Uxbridge',
  scenario: 'behaviour/events-sets.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'card-in-play', filter: { types: ['Event'] } },
  grantsImmunity: ['Kevin Uxbridge'],
  duration: 'on-target-card',
});
