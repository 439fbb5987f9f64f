// Treaty: Federation/Klingon (premiere, 101_099): event — on your table, your Federation and Klingon cards are compatible.
import { defineCard } from '../../behaviour/define';

export default defineCard('101_099', {
  title: 'Treaty: Federation/Klingon',
  scenario: 'behaviour/premiere-events.spec.ts',
  play: { window: { kind: 'normal-play' } },
  permits: [{ kind: 'mix', affiliations: ['Federation', 'Klingon'] }],
});
