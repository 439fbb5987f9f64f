// Classic Type II Phaser (twt, 119_014): equipment — a Federation sidearm of the original series: each of your [OS] personnel present gets STRENGTH +2 per copy, and your [OS] leaders present gain SECURITY.
import { defineCard } from '../../behaviour/define';

export default defineCard('119_014', {
  title: 'Classic Type II Phaser',
  scenario: 'behaviour/equipment-incidents.spec.ts',
  play: { window: { kind: 'report' } },
  usableBy: ['Federation'],
  modifiers: [
    { kind: 'attributes', attributes: ['STRENGTH'], delta: 2, to: { icons: ['OS'] }, where: 'present', cumulative: true },
    { kind: 'gain-skill', skill: 'SECURITY', to: { icons: ['OS'], leader: true }, where: 'present' },
  ],
});
