// The Genesis Device (tmp, 126_001): artifact used as equipment until placed; on your turn, if you do not play Federation, you may place it on a planet mission here; if that mission is still unsolved at the start of your next turn you choose double or zero points for it. Unique.
import { defineCard } from '../../behaviour/define';

export default defineCard('126_001', {
  title: 'The Genesis Device',
  scenario: 'behaviour/uniqueness-marked.spec.ts',
  // Issue 15 (equipment-e): reports for duty as equipment (1E rulebook › THE CARDS › ARTIFACTS); unique by its text (card-facts.ts › isUnique).
  play: { window: { kind: 'report' } },
  manual: ['placing it on a planet mission here on your turn when you do not play Federation', 'choosing double or zero points for that mission when still unsolved at the start of your next turn'],
});
