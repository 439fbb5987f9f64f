// Holoprogram: Deadwood (ha, 125_027): incident — seeded or played on your ship with a Holodeck, it lies there; Sheriff Worf and Deputy Rozhenko may report aboard. Everything they do once both are aboard (span for the opponent, battle restriction, nullifying a SECURITY dilemma) is manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('125_027', {
  title: 'Holoprogram: Deadwood',
  scenario: 'behaviour/holoprograms.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'your-holodeck' },
  duration: 'on-target-card',
  // Issue 15 (voyent): seeds where it plays (seed-on-target.ts).
  seedsOnTarget: true,
  // Read only while it lies on its owner's ship (report-aboard.ts › reportAboardFiltersOf).
  permits: [{ kind: 'report-aboard', filter: { type: 'Personnel', anyOf: [{ title: 'Sheriff Worf' }, { title: 'Deputy Rozhenko' }] } }],
  manual: [
    'with both aboard: the location is span+X for the opponent (X: your SECURITY personnel aboard, at most 4)',
    'with both aboard: the opponent needs more SECURITY here than you to initiate battle here',
    'with both aboard: once each turn Sheriff Worf may nullify a dilemma requiring SECURITY he just encountered here',
  ],
});
