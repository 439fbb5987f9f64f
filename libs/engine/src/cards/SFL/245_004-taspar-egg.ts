// Taspar Egg (SFL, 245_004): equipment — while its owner holds a captive, their Cardassian personnel present are INTEGRITY +2 or INTEGRITY -2, as the owner selects (+2 until a selection is made); the owner may switch at any time of their own turn, as often as they like. Switching on the opponent's turn or between the dilemmas of an attempt is manual. Unique.
//   1E rulebook › THE CARDS › EQUIPMENT; CAPTURING (a captive); PLAYING A CARD › ENTERING PLAY (unique cards).
import { defineCard } from '../../behaviour/define';

export default defineCard('245_004', {
  title: 'Taspar Egg',
  scenario: 'behaviour/vulcan-maquis-delta.spec.ts',
  play: { window: { kind: 'report' } },
  // select-incidents.ts (`anyTime`, helper dqv): UseCard without the once-each-turn limit; modifiers-incidents.ts › selected-attribute.
  select: { options: ['INTEGRITY +2', 'INTEGRITY -2'], anyTime: true },
  modifiers: [{ kind: 'selected-attribute', attribute: 'INTEGRITY', byOption: { 'INTEGRITY +2': 2, 'INTEGRITY -2': -2 }, initial: 'INTEGRITY +2', to: { affiliations: ['Cardassian'] }, where: 'present', whileYouHaveCaptive: true }],
  manual: ['changing the selection outside your own turn: on the opponent’s turn, or while facing a dilemma during an attempt'],
});
