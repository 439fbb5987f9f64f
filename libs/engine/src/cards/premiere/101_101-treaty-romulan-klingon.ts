// Treaty: Romulan/Klingon (premiere, 101_101): event — on your table, your Romulan and Klingon cards are compatible.
import { defineCard } from '../../behaviour/define';

export default defineCard('101_101', {
  title: 'Treaty: Romulan/Klingon',
  scenario: 'behaviour/premiere-events.spec.ts',
  play: { window: { kind: 'normal-play' } },
  permits: [{ kind: 'mix', affiliations: ['Romulan', 'Klingon'] }],
});
