// Orbital Bombardment (ha, 125_049): objective — on your non-Federation ship: WEAPONS +4 against planet facilities, its battles may target landed ships (which cannot return fire); at the end of your turn, if the ship is at a planet location and did not battle this turn, you may probe: any card — up to two opposing personnel on the planet are killed (random selection) and the opponent may counter-attack next turn.
import { defineCard } from '../../behaviour/define';

export default defineCard('125_049', {
  title: 'Orbital Bombardment',
  scenario: 'battle/facility-battle.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'your-ship-matching', notAffiliations: ['Federation'] },
  duration: 'on-target-card',
  battleWeaponsAgainst: { against: 'planet-facility', delta: 4 },
  targetsLandedShips: true,
  triggers: [
    {
      on: 'turn-ends',
      whose: 'your',
      from: 'this-turn',
      effects: [
        {
          kind: 'may',
          effects: [
            {
              kind: 'if-host-ship-at-planet-unbattled',
              then: [{ kind: 'probe', who: 'you', outcomes: [{ name: 'targets hit', match: { any: true }, effects: [{ kind: 'bombard-planet', count: 2 }] }] }],
            },
          ],
        },
      ],
    },
  ],
});
