// P'Chan (borg, 124_112): personnel — when he reports for duty, Lansor and Marika are downloaded to join him (each only if no copy of it is in play).
import { defineCard } from '../../behaviour/define';

export default defineCard('124_112', {
  title: "P'Chan",
  scenario: 'behaviour/personnel-c.spec.ts',
  whenReported: { effects: [{ kind: 'download-titled-here', titles: ['Lansor', 'Marika'], ifNotInPlay: true }] },
});
