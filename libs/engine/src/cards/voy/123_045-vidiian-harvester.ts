// Vidiian Harvester (voy, 123_045): equipment — your Vidiians present get STRENGTH +2 and one more MEDICAL (every copy counting); in each battle one of them may stun the adversary it just met.
import { defineCard } from '../../behaviour/define';

export default defineCard('123_045', {
  title: 'Vidiian Harvester',
  scenario: 'behaviour/battle-stuns.spec.ts',
  play: { window: { kind: 'report' } },
  modifiers: [
    { kind: 'attribute', attribute: 'STRENGTH', delta: 2, to: { characteristics: ['Vidiian'] }, where: 'present', cumulative: true },
    { kind: 'grant-skill', skill: 'MEDICAL', to: { characteristics: ['Vidiian'] }, where: 'present', cumulative: true },
  ],
  battle: [{ kind: 'stun-engaged', species: ['Vidiian'], cumulative: true }],
});
