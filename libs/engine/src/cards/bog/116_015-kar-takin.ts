// Kar'takin (bog, 116_015): equipment — your Jem'Hadar, Breen and Dosi present get STRENGTH +2 (every copy counting); once in each personnel battle one of them turns a stun into a mortal wound.
import { defineCard } from '../../behaviour/define';

export default defineCard('116_015', {
  title: "Kar'takin",
  scenario: 'battle/battle-cards.spec.ts',
  play: { window: { kind: 'report' } },
  modifiers: [{ kind: 'attribute', attribute: 'STRENGTH', delta: 2, to: { characteristics: ["Jem'Hadar", 'Breen', 'Dosi'] }, where: 'present', cumulative: true }],
  battle: [{ kind: 'mortally-wound-stunned', species: ["Jem'Hadar", 'Breen', 'Dosi'] }],
});
