// Mission Debriefing (fc, 109_031): event — on the table (seeded or played): whenever any crew or Away Team finishes a mission attempt, solved or not, it is stopped.
import { defineCard } from '../../behaviour/define';

export default defineCard('109_031', {
  title: 'Mission Debriefing',
  scenario: 'behaviour/events-c.spec.ts',
  play: { window: { kind: 'normal-play' } },
  restricts: [{ kind: 'stop-after-attempts' }],
});
