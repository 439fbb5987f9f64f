// Alien Gambling Device (ds9, 112_001): artifact used as equipment (cumulative) — once every turn, cancels one random selection at the same or an adjacent location and has it made again.
import { defineCard } from '../../behaviour/define';

export default defineCard('112_001', {
  title: 'Alien Gambling Device',
  scenario: 'behaviour/equipment-artifacts-e.spec.ts',
  // Issue 15 (equipment-e): "use as Equipment card": it reports for duty like equipment (1E rulebook › THE CARDS › ARTIFACTS).
  play: { window: { kind: 'report' } },
  manual: ['once every turn, having one random selection at the same or an adjacent location canceled and made again'],
});
