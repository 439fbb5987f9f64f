// Kevin Uxbridge: Convergence (au, 103_068): interrupt — every Event lying at one spaceline location (on the mission or on cards there) is destroyed.
import { defineCard } from '../../behaviour/define';

export default defineCard('103_068', {
  title: 'Kevin Uxbridge: Convergence',
  scenario: 'behaviour/events-sets.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'any-location' },
  triggers: [{ on: 'played', effects: [{ kind: 'discard-events-at-location' }] }],
});
