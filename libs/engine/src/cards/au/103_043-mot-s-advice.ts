// Mot's Advice (au, 103_043): event — placed on any personnel, who gains the Barbering skill while it lies there.
import { defineCard } from '../../behaviour/define';

export default defineCard('103_043', {
  title: 'Mot\'s Advice',
  scenario: 'behaviour/events-sets.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'personnel', whose: 'any' },
  modifiers: [{ kind: 'host-gains', skills: ['Barbering'], to: {}, where: 'on-host' }],
  duration: 'on-target-card',
});
