// Reman Disruptor Rifle (NEM, 241_004): equipment — a rifle only Remans use: each of your Remans present gets STRENGTH +3 per copy, and those with SECURITY or Leadership gain OFFICER.
import { defineCard } from '../../behaviour/define';

export default defineCard('241_004', {
  title: 'Reman Disruptor Rifle',
  scenario: 'behaviour/equipment-incidents.spec.ts',
  play: { window: { kind: 'report' } },
  modifiers: [
    { kind: 'attributes', attributes: ['STRENGTH'], delta: 3, to: { characteristics: ['Reman'] }, where: 'present', cumulative: true },
    { kind: 'gain-skill', skill: 'OFFICER', to: { characteristics: ['Reman'], anySkill: ['SECURITY', 'Leadership'] }, where: 'present' },
  ],
});
