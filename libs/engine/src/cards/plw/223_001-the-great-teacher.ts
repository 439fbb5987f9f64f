// The Great Teacher (plw, 223_001): artifact used as equipment; unique; a personnel present chosen as it enters play has two of every regular skill while present with it.
import { defineCard } from '../../behaviour/define';

export default defineCard('223_001', {
  title: 'The Great Teacher',
  scenario: 'behaviour/uniqueness-marked.spec.ts',
  // Issue 15 (equipment-e): reports for duty as equipment (1E rulebook › THE CARDS › ARTIFACTS); unique by its text (card-facts.ts › isUnique).
  play: { window: { kind: 'report' } },
  manual: ['choosing a personnel present as it enters play: that personnel has two of every regular skill while present'],
});
