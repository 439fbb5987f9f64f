// Jem'Hadar Sacrifice (dom, 115_041): interrupt — your [KW] personnel dies so that your Ketracel-White present with him does not count down this turn; or, held in hand, your [KW] personnel present dies instead of your Founder about to die.
import { defineCard } from '../../behaviour/define';

export default defineCard('115_041', {
  title: "Jem'Hadar Sacrifice",
  scenario: 'behaviour/death-savers.spec.ts',
  // 1E rulebook › GETTING HURT › KILLED OR DESTROYED (behaviour/death-savers.ts).
  permits: [{ kind: 'saves-from-death', dying: { characteristic: 'Founder' }, helper: { icons: ['KW'] }, instead: 'helper-dies' }],
  // The other way (1E rulebook › END OF TURN › COUNTDOWNS; behaviour/equipment-countdowns.ts, tested in equipment-countdowns.spec.ts).
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'personnel', whose: 'yours', filter: { icons: ['KW'] } },
  triggers: [{ on: 'played', effects: [{ kind: 'hold-countdowns-present', titles: ['Ketracel-White'] }, { kind: 'kill-target' }] }],
});
