// Riva (Warp Pack: Emissary) (WPEmissary, 171_068): personnel — as he reports for duty each player draws a card.
import { defineCard } from '../../behaviour/define';

export default defineCard('171_068', {
  title: 'Riva (Warp Pack: Emissary)',
  scenario: 'behaviour/personnel-b.spec.ts',
  whenReported: { effects: [{ kind: 'draw', who: 'you', count: 1 }, { kind: 'draw', who: 'opponent', count: 1 }] },
});
