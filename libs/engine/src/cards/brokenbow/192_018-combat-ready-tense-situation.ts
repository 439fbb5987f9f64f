// Combat-Ready: Tense Situation (brokenbow, 192_018): event — placed on your MACO or bodyguard, who gains Leadership; your other leaders present gaining SECURITY and +1 is manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('192_018', {
  title: 'Combat-Ready: Tense Situation',
  scenario: 'behaviour/events-sets.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'personnel', whose: 'yours', filter: { anyOf: [{ characteristic: 'MACO' }, { characteristic: 'bodyguard' }] } },
  modifiers: [{ kind: 'host-gains', skills: ['Leadership'], to: {}, where: 'on-host' }],
  duration: 'on-target-card',
  manual: ['each of your other leaders present gains SECURITY and is attributes all +1'],
});
