// Eleven of Twelve (borg, 124_054): personnel — may download Borg Vinculum here in place of a card draw (the printed download icon is read from the card list).
import { defineCard } from '../../behaviour/define';

export default defineCard('124_054', {
  title: 'Eleven of Twelve',
  scenario: 'behaviour/personnel-c.spec.ts',
  skillDownloads: [{ titles: ['Borg Vinculum'], insteadOf: 'card-draw' }],
});
