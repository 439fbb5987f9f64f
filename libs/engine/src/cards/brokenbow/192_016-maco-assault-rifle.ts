// MACO Assault Rifle (brokenbow, 192_016): equipment — a rifle only MACOs use: each of your MACO personnel present gets STRENGTH +3 per copy and one Diplomacy less away from your own ship.
import { defineCard } from '../../behaviour/define';

export default defineCard('192_016', {
  title: 'MACO Assault Rifle',
  scenario: 'behaviour/equipment-incidents.spec.ts',
  play: { window: { kind: 'report' } },
  modifiers: [
    { kind: 'attributes', attributes: ['STRENGTH'], delta: 3, to: { characteristics: ['MACO'] }, where: 'present', cumulative: true },
    { kind: 'lose-skill', skill: 'Diplomacy', levels: 1, to: { characteristics: ['MACO'] }, where: 'present', exceptAboardYourShip: true, cumulative: true },
  ],
});
