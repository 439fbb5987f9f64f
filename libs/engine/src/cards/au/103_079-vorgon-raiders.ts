// Vorgon Raiders (au, 103_079): interrupt — while you have Ajur and Boratus together in one place, you discard both and steal an artifact
// in play that the opponent controls (control taken, owner kept: behaviour/ferengi-profits.ts › stealCard).
//   1E rulebook › MISCELLANEOUS RULES › CONTROL AND OWNERSHIP.
import { defineCard } from '../../behaviour/define';

export default defineCard('103_079', {
  title: 'Vorgon Raiders',
  scenario: 'behaviour/ferengi-profits.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'opposing-card-to-steal', types: ['Artifact'], where: 'anywhere', together: ['Ajur', 'Boratus'] },
  triggers: [{ on: 'played', effects: [{ kind: 'discard-yours-together', titles: ['Ajur', 'Boratus'] }, { kind: 'steal-target' }] }],
  manual: ['stealing an artifact just played as an Interrupt card (using its effect as your own)'],
});
