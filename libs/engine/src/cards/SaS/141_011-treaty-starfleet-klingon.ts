// Treaty: Starfleet/Klingon (SaS, 141_011): event — on your table, your Starfleet cards and your Klingon cards of the 22nd century mix and cooperate; free to play with Antaak or Phlox in play.
import { defineCard } from '../../behaviour/define';

export default defineCard('141_011', {
  title: 'Treaty: Starfleet/Klingon',
  scenario: 'behaviour/events-c.spec.ts',
  play: { window: { kind: 'normal-play' }, free: { kind: 'with-in-play', titles: ['Antaak', 'Phlox'] } },
  permits: [{ kind: 'mix', affiliations: ['Starfleet', 'Klingon'], icons: [null, '22'] }],
});
