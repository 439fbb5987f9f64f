// Brainwash (qc, 105_019): event — lies on a captive you hold: it reports aboard your outpost and is under your control from then on, mixing with your cards whatever its affiliation.
import { defineCard } from '../../behaviour/define';

export default defineCard('105_019', {
  title: 'Brainwash',
  scenario: 'behaviour/captive-control.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'your-captive' },
  duration: 'on-target-card',
  triggers: [{ on: 'played', effects: [{ kind: 'captive-to-your-outpost-under-control' }] }],
  hostMixesFreely: true,
});
