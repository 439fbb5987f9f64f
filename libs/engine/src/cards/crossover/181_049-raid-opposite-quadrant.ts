// Raid Opposite Quadrant (crossover, 181_049): objective — seeds or plays on your table; at any time you may place it on your [MU] ship docked at a [MU] facility; once that ship's crew or Away Team solves a mission in a quadrant other than the facility's and the ship then docks at that facility again, you may download up to two Equipment cards aboard it, or (choosing none of those) one artifact used as equipment, discarding the objective.
import { defineCard } from '../../behaviour/define';

// 1E rulebook › THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES; ATTEMPT A MISSION › SOLVING A MISSION; EXECUTING ORDERS › DOCK;
// DOWNLOADING. Behaviour/exploration.ts (`shipIcons`, `facilityIcons`, `goal: 'another'`), choices.ts (`download-here`).
export default defineCard('181_049', {
  title: 'Raid Opposite Quadrant',
  scenario: 'behaviour/exploration.spec.ts',
  play: { window: { kind: 'normal-play' } },
  abilities: [
    {
      id: 'set-out',
      window: 'any-time',
      targets: { kind: 'your-ship-docked-in-quadrant', shipIcons: ['MU'], facilityIcons: ['MU'] },
      effects: [{ kind: 'place-self-on-target-noting-dock' }],
    },
  ],
  exploration: {
    goal: 'another',
    // "You may discard objective to download …": choosing no card keeps the objective on the ship.
    reward: [
      {
        kind: 'choose-cards',
        chooser: 'you',
        pool: { from: 'draw-deck', whose: 'you', filter: { types: ['Equipment'] }, download: true },
        pick: 2,
        upTo: true,
        chosen: 'download-here',
        then: [{ kind: 'discard-self' }],
        // Or, none of those taken, one artifact used as equipment (downloaded as equipment is: as if earned).
        ifNone: [
          {
            kind: 'choose-cards',
            chooser: 'you',
            pool: { from: 'draw-deck', whose: 'you', filter: { types: ['Artifact'], usedAsEquipment: true }, download: true },
            pick: 1,
            upTo: true,
            chosen: 'download-here',
            then: [{ kind: 'discard-self' }],
          },
        ],
      },
    ],
  },
});
