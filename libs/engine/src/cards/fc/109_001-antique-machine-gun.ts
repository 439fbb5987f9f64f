// Antique Machine Gun (fc, 109_001): artifact used as equipment (a hand weapon) — at the start of a personnel battle, two opposing personnel or Rogue Borg picked at random are mortally wounded (androids only stunned).
import { defineCard } from '../../behaviour/define';

export default defineCard('109_001', {
  title: 'Antique Machine Gun',
  scenario: 'behaviour/equipment-artifacts-e.spec.ts',
  // Issue 15 (equipment-e): "use as Equipment card": it reports for duty like equipment (1E rulebook › THE CARDS › ARTIFACTS).
  play: { window: { kind: 'report' } },
  manual: ['at the start of a personnel battle, mortally wounding two opposing personnel or Rogue Borg picked at random (stunning androids)'],
});
