// Treaty: Romulan/Vulcan (coldfront, 200_012): event — on your table, your Vulcan cards and your Romulan cards of the 22nd century mix and cooperate; free to play with V'Las in play.
import { defineCard } from '../../behaviour/define';

export default defineCard('200_012', {
  title: 'Treaty: Romulan/Vulcan',
  scenario: 'behaviour/events-c.spec.ts',
  play: { window: { kind: 'normal-play' }, free: { kind: 'with-in-play', titles: ["V'Las"] } },
  permits: [{ kind: 'mix', affiliations: ['Vulcan', 'Romulan'], icons: [null, '22'] }],
});
