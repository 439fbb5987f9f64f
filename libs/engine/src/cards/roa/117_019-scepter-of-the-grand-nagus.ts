// Scepter of the Grand Nagus (roa, 117_019): equipment — your Nagus present may stun the adversary he just engaged in battle; he also lets one Rule of Acquisition card a turn play for free and keeps the opponent from nullifying those cards here.
import { defineCard } from '../../behaviour/define';

export default defineCard('117_019', {
  title: 'Scepter of the Grand Nagus',
  scenario: 'behaviour/battle-stuns.spec.ts',
  play: { window: { kind: 'report' } },
  battle: [{ kind: 'stun-engaged', species: ['Nagus'] }],
  manual: ['one [Rule] card each turn played for free', 'the opponent may not nullify [Rule] cards here'],
});
