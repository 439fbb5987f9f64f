// Hirogen Disruptor Rifle (borg, 124_014): equipment — a hunting rifle for Hirogen: each of your Hirogen present gets STRENGTH +4 and CUNNING +2 per copy, and has no Diplomacy away from your own ship.
import { defineCard } from '../../behaviour/define';

export default defineCard('124_014', {
  title: 'Hirogen Disruptor Rifle',
  scenario: 'behaviour/equipment-incidents.spec.ts',
  play: { window: { kind: 'report' } },
  usableBy: ['Hirogen'],
  modifiers: [
    { kind: 'attributes', attributes: ['STRENGTH'], delta: 4, to: { characteristics: ['Hirogen'] }, where: 'present', cumulative: true },
    { kind: 'attributes', attributes: ['CUNNING'], delta: 2, to: { characteristics: ['Hirogen'] }, where: 'present', cumulative: true },
    { kind: 'lose-skill', skill: 'Diplomacy', levels: 99, to: { characteristics: ['Hirogen'] }, where: 'present', exceptAboardYourShip: true },
  ],
});
