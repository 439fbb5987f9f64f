// Combat-Ready: Tense Situation (brokenbow, 192_018): event — placed on your MACO or bodyguard, who gains Leadership; your other leaders present gain SECURITY and +1 to every attribute.
import { defineCard } from '../../behaviour/define';

export default defineCard('192_018', {
  title: 'Combat-Ready: Tense Situation',
  scenario: 'behaviour/events-c.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'personnel', whose: 'yours', filter: { anyOf: [{ characteristic: 'MACO' }, { characteristic: 'bodyguard' }] } },
  modifiers: [
    { kind: 'host-gains', skills: ['Leadership'], to: {}, where: 'on-host' },
    { kind: 'gain-skill', skill: 'SECURITY', to: { leader: true, notHost: true }, where: 'present' },
    { kind: 'attributes', attributes: ['INTEGRITY', 'CUNNING', 'STRENGTH'], delta: 1, to: { leader: true, notHost: true }, where: 'present' },
  ],
  duration: 'on-target-card',
});
