// Marika (borg, 124_108): personnel — when she reports for duty, Lansor and P'Chan are downloaded to join her (each only if no copy of it is in play).
import { defineCard } from '../../behaviour/define';

export default defineCard('124_108', {
  title: 'Marika',
  scenario: 'behaviour/personnel-c.spec.ts',
  whenReported: { effects: [{ kind: 'download-titled-here', titles: ['Lansor', "P'Chan"], ifNotInPlay: true }] },
});
