// HQ: Orbital Weapons Platform (twt, 119_025): incident — lies on any homeworld; when the opponent initiates a ship battle there against your ship or facility of the homeworld's affiliation, just after it is targeted each of your Platforms there may fire upon one opposing ship present: that ship takes two damage markers (rotation damage: destroyed) and, if it survives, is taken out of the battle.
import { defineCard } from '../../behaviour/define';

export default defineCard('119_025', {
  title: 'HQ: Orbital Weapons Platform',
  scenario: 'battle/facility-battle.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'mission', missions: { homeworld: true } },
  duration: 'on-target-mission',
  abilities: [
    {
      id: 'fire-upon',
      window: { kind: 'response', to: 'battle-initiated', by: 'opponent' },
      limit: 'once-per-turn',
      perCopy: true,
      targets: { kind: 'opposing-ship-attacking-homeworld' },
      effects: [{ kind: 'fire-upon-target-ship', markers: 2 }],
    },
  ],
});
