// Ferengi Whip (mm, 122_017): equipment — your Ferengi present get STRENGTH +2 (every copy counting); in each battle one of them may stun the adversary it just met.
import { defineCard } from '../../behaviour/define';

export default defineCard('122_017', {
  title: 'Ferengi Whip',
  scenario: 'behaviour/battle-stuns.spec.ts',
  play: { window: { kind: 'report' } },
  modifiers: [{ kind: 'attribute', attribute: 'STRENGTH', delta: 2, to: { characteristics: ['Ferengi'] }, where: 'present', cumulative: true }],
  battle: [{ kind: 'stun-engaged', species: ['Ferengi'], cumulative: true }],
});
