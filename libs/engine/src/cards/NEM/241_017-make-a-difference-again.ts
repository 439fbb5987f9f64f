// Make a Difference Again (NEM, 241_017): incident — on your table, once each turn one of your [Films][TNG] personnel reports for free.
import { defineCard } from '../../behaviour/define';

export default defineCard('241_017', {
  title: 'Make a Difference Again',
  scenario: 'behaviour/incidents-c.spec.ts',
  play: { window: { kind: 'normal-play' } },
  permits: [{ kind: 'free-report', who: { icons: ['Films', 'TNG'] } }],
  manual: ['drawing a card when you play James T. Kirk or a [Films][TNG] personnel (once each turn)', 'ignoring [AU] when playing [Films][TNG] cards', 'you may not draw cards after you begin executing orders (except your normal card draw)'],
});
