// Mot's Advice (au, 103_043): event — placed on any personnel, who gains the Barbering skill while it lies there.
import { defineCard } from '../../behaviour/define';

export default defineCard('103_043', {
  title: 'Mot\'s Advice',
  scenario: 'behaviour/events-sets.spec.ts',
  // Issue 15 (helper obja): for free while its player has In for a Trim on the table (behaviour/deck-trims.ts).
  play: { window: { kind: 'normal-play' }, free: { kind: 'with-on-your-table', titles: ['In for a Trim'] } },
  targets: { kind: 'personnel', whose: 'any' },
  modifiers: [{ kind: 'host-gains', skills: ['Barbering'], to: {}, where: 'on-host' }],
  duration: 'on-target-card',
});
