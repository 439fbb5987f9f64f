// Treaty: Federation/Romulan (premiere, 101_100): event — on your table, your Federation and Romulan cards are compatible.
import { defineCard } from '../../behaviour/define';

export default defineCard('101_100', {
  title: 'Treaty: Federation/Romulan',
  scenario: 'behaviour/premiere-events.spec.ts',
  play: { window: { kind: 'normal-play' } },
  permits: [{ kind: 'mix', affiliations: ['Federation', 'Romulan'] }],
});
