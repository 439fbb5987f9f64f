// Captain Tucker (AUT, 251_023): personnel — twice per game, while his owner's discard pile is empty, he may download Tinkerer, as a special download.
import { defineCard } from '../../behaviour/define';

export default defineCard('251_023', {
  title: 'Captain Tucker',
  scenario: 'behaviour/personnel-b.spec.ts',
  skillDownloads: [{ titles: ['Tinkerer'], times: 2, when: { kind: 'discard-pile-empty' } }],
});
