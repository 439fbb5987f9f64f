// Lansor (borg, 124_106): personnel — when he reports for duty, Marika and P'Chan are downloaded to join him (each only if no copy of it is in play).
import { defineCard } from '../../behaviour/define';

export default defineCard('124_106', {
  title: 'Lansor',
  scenario: 'behaviour/personnel-c.spec.ts',
  whenReported: { effects: [{ kind: 'download-titled-here', titles: ['Marika', "P'Chan"], ifNotInPlay: true }] },
});
