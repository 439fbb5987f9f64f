// Extracted Confessions (SFL, 245_005): event — on your table: each time you score points from Interrogation, one more (per copy); your [TNG] guls gain the regular skills of your captives under your Torture.
import { defineCard } from '../../behaviour/define';

export default defineCard('245_005', {
  title: 'Extracted Confessions',
  scenario: 'behaviour/captive-cards.spec.ts',
  play: { window: { kind: 'normal-play' } },
  // The extra point is counted where the points are scored: Interrogation's `score-points-with-extras` (`plusPerCopy`).
  manual: ['your [TNG] guls gaining each different regular skill of your captives under your copies of Torture (at their highest levels)'],
});
