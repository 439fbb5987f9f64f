// Ocular Implants (fc, 109_032): event — lies on your Borg, android or Geordi; once each turn you may glance, where that personnel is, at the opposing Away Team on its planet or at the bottom seed card of the mission there (shown to you only).
import { defineCard } from '../../behaviour/define';

export default defineCard('109_032', {
  title: 'Ocular Implants',
  scenario: 'behaviour/events-f.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'your-personnel', who: { anyOf: [{ affiliations: ['Borg'] }, { characteristics: ['Android'] }, { titles: ['Geordi La Forge'] }] } },
  duration: 'on-target-card',
  // "once each turn … either … OR …": the two glances share one limit.
  abilities: [
    { id: 'away-team', limit: 'once-per-turn', limitShared: 'glance', effects: [{ kind: 'glance-opposing-away-team-present' }] },
    { id: 'seed', limit: 'once-per-turn', limitShared: 'glance', effects: [{ kind: 'glance-bottom-seed-here' }] },
  ],
});
