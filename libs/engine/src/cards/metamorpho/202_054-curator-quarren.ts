// Curator Quarren (metamorpho, 202_054): personnel — while he is in play, the cards his owner downloads may come from their discard pile too.
import { defineCard } from '../../behaviour/define';

export default defineCard('202_054', {
  title: 'Curator Quarren',
  scenario: 'behaviour/personnel-b.spec.ts',
  downloadsFromDiscard: true,
});
