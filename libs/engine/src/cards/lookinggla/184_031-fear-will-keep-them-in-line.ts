// Fear Will Keep Them in Line (lookinggla, 184_031): objective — lies on a [MU] mission. In place of your card draw you may download Agony Booth (onto) or an Agonizer (aboard) your [AU][TE] ship here. Your [AU][TE] ships with an Agony Booth on them are RANGE, WEAPONS and SHIELDS +1. When you solve the mission, you score bonus points equal to the WEAPONS of your staffed [AU][TE] ships here (at most 15), then it is discarded. Seeding it on the mission is the generic seed rules.
//   1E rulebook › THE CARDS › OBJECTIVES; DOWNLOADING; END OF TURN › DRAW A CARD, Clarifications: Card Draws ("in place of
//   one card draw"); SCORING POINTS (bonus points).
import { defineCard } from '../../behaviour/define';

/** "[AU][TE] ship": a ship showing both icons. */
const TERRAN = { icons: ['AU', 'TE'] } as const;

export default defineCard('184_031', {
  title: 'Fear Will Keep Them in Line',
  scenario: 'behaviour/ships-here-numbers.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'mission-with-icon', icon: 'MU' },
  duration: 'on-target-mission',
  // Issue 15 (helper history): behaviour/ships-here-numbers.ts (the download onto a ship here, the WEAPONS scored).
  abilities: [
    {
      id: 'download-agony',
      costs: ['card-draw'],
      targets: { kind: 'card-to-download-onto-ship-here', filter: { titles: ['Agony Booth', 'Agonizer'] }, ships: TERRAN },
      effects: [{ kind: 'download-target-onto-ship' }],
    },
  ],
  shipModifiers: [{ kind: 'fleet-ship-attribute', attributes: ['RANGE', 'WEAPONS', 'SHIELDS'], delta: 1, filter: { ...TERRAN, withCardOn: 'Agony Booth' }, atopMission: true }],
  triggers: [
    {
      on: 'mission-completed',
      effects: [
        {
          kind: 'if-solved-by-team',
          who: {},
          atLeast: 1,
          then: [{ kind: 'score-ships-attribute-here', attribute: 'WEAPONS', ships: TERRAN, staffed: true, max: 15, bonus: true }, { kind: 'discard-self' }],
        },
      ],
    },
  ],
});
