// The Ultimate User (qwho, 217_005): incident — on your table, once each turn one of your [TNG] drones reports for free.
import { defineCard } from '../../behaviour/define';

export default defineCard('217_005', {
  title: 'The Ultimate User',
  scenario: 'behaviour/incidents-c.spec.ts',
  play: { window: { kind: 'normal-play' } },
  permits: [{ kind: 'free-report', who: { icons: ['TNG'], characteristics: ['Drone'] } }],
  manual: ['you may not download drones', 'while your Relentless is in play, once each turn your [TNG] drone discarding and/or downloading a [BO] objective (ignoring Computer Crash)'],
});
