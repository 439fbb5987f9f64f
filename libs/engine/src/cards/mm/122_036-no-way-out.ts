// No Way Out (mm, 122_036): incident — on the table (seeded or played): every personnel mortally wounds and stuns its adversaries whenever it can (what the engine's battles always do); once every turn, when your unique personnel with Honor x2 or the [KW] icon is killed in personnel battle, you may discard it to put that personnel in your point area, scoring its printed INTEGRITY (it counts as in play for uniqueness only). Seeding it on the table is the generic seed rules.
import { defineCard } from '../../behaviour/define';

export default defineCard('122_036', {
  title: 'No Way Out',
  scenario: 'behaviour/fallen-to-point-area.spec.ts',
  play: { window: { kind: 'normal-play' } },
  abilities: [
    {
      id: 'fallen',
      window: { kind: 'response', to: 'battle-ended' },
      limit: 'once-per-turn',
      costs: ['discard-self'],
      targets: { kind: 'your-unique-killed-in-battle', filter: { anyOf: [{ skill: 'Honor', skillLevel: 2 }, { icons: ['KW'] }] } },
      effects: [{ kind: 'killed-to-point-area' }],
    },
  ],
});
