// Bat'leth (bog, 116_013): equipment — your Klingons present get STRENGTH +2 (every copy counting); once in each personnel battle one of them turns a stun into a mortal wound.
import { defineCard } from '../../behaviour/define';

export default defineCard('116_013', {
  title: "Bat'leth",
  scenario: 'battle/battle-cards.spec.ts',
  play: { window: { kind: 'report' } },
  modifiers: [{ kind: 'attribute', attribute: 'STRENGTH', delta: 2, to: { characteristics: ['Klingon'] }, where: 'present', cumulative: true }],
  battle: [{ kind: 'mortally-wound-stunned', species: ['Klingon'] }],
});
