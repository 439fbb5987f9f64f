// Expert Pilot (crossover, 181_026): incident — your unique ships with a personnel with two levels of Navigation aboard have RANGE +2; the immunities, downloads and the doubled requirements of another card are played by hand.
import { defineCard } from '../../behaviour/define';

export default defineCard('181_026', {
  title: 'Expert Pilot',
  scenario: 'behaviour/incidents.spec.ts',
  play: { window: { kind: 'normal-play' } },
  fleet: [{ scope: 'your-ships', ships: { unique: true, crewSkill: { skill: 'Navigation', level: 2 } }, attributes: ['RANGE'], delta: 2 }],
  manual: ['immunity to Loss of Orbital Stability and Outgunned', 'downloading Evasive Maneuvers and Space Boomer', 'doubling the skill requirements of Fly by the Seat of your Pants'],
});
