// Taspar Egg (SFL, 245_004): equipment — while its owner holds a captive, their Cardassian personnel present are INTEGRITY +2 or INTEGRITY -2, as the owner selects (+2 until a selection is made); the owner may switch as often as they like: on their own turn, and in their own response window (on the opponent's turn, or facing a dilemma: select-incidents.ts › inOwnWindow). Unique.
//   1E rulebook › THE CARDS › EQUIPMENT; CAPTURING (a captive); PLAYING A CARD › ENTERING PLAY (unique cards); OTHER WAYS TO PLAY A CARD › PLAYING "AT ANY TIME".
import { defineCard } from '../../behaviour/define';

export default defineCard('245_004', {
  title: 'Taspar Egg',
  scenario: 'behaviour/any-time-selections.spec.ts',
  play: { window: { kind: 'report' } },
  // select-incidents.ts (`anyTime`, helpers dqv and tail6): UseCard without the once-each-turn limit, in the owner's windows too; modifiers-incidents.ts › selected-attribute.
  select: { options: ['INTEGRITY +2', 'INTEGRITY -2'], anyTime: true },
  modifiers: [{ kind: 'selected-attribute', attribute: 'INTEGRITY', byOption: { 'INTEGRITY +2': 2, 'INTEGRITY -2': -2 }, initial: 'INTEGRITY +2', to: { affiliations: ['Cardassian'] }, where: 'present', whileYouHaveCaptive: true }],
});
