// Nanoprobe Resuscitation (voy, 123_073): interrupt — once each turn, the top card of your discard pile returns to your hand; or, played on your [Com] Borg, a personnel so returned reports where that Borg is instead.
import { defineCard } from '../../behaviour/define';

export default defineCard('123_073', {
  title: 'Nanoprobe Resuscitation',
  scenario: 'behaviour/interrupts-d.spec.ts',
  play: { window: { kind: 'interrupt' }, limit: { kind: 'once-per-turn' } },
  triggers: [{ on: 'played', effects: [{ kind: 'top-discard-to-hand' }] }],
  modes: [
    {
      play: { window: { kind: 'interrupt' }, limit: { kind: 'once-per-turn' } },
      targets: { kind: 'personnel', whose: 'yours', filter: { affiliation: 'Borg', icons: ['Com'] } },
      triggers: [{ on: 'played', effects: [{ kind: 'top-discard-to-hand-or-report-with-target' }] }],
    },
  ],
});
