// Treaty: Starfleet/Vulcan (PreWarp, 194_075): event — on your table, your Starfleet and Vulcan cards are compatible.
import { defineCard } from '../../behaviour/define';

export default defineCard('194_075', {
  title: 'Treaty: Starfleet/Vulcan',
  scenario: 'behaviour/treaties.spec.ts',
  play: { window: { kind: 'normal-play' } },
  permits: [{ kind: 'mix', affiliations: ['Starfleet', 'Vulcan'] }],
});
