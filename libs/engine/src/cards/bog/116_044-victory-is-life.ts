// Victory Is Life (bog, 116_044): interrupt — once each turn, an Equipment card is downloaded to your Jem'Hadar who just helped solve a mission (yours there when you solve it) or win a personnel battle against the opponent's cards (yours where you just won it).
import { defineCard } from '../../behaviour/define';

export default defineCard('116_044', {
  title: 'Victory Is Life',
  scenario: 'behaviour/interrupts-d.spec.ts',
  play: { window: { kind: 'response', to: 'mission-solved' }, limit: { kind: 'once-per-turn' } },
  targets: { kind: 'download-for-your-personnel', download: { types: ['Equipment'] }, personnel: { species: 'Jem\'Hadar' }, when: 'you-just-solved' },
  triggers: [{ on: 'played', effects: [{ kind: 'download-to-named-place' }] }],
  modes: [
    {
      play: { window: { kind: 'response', to: 'battle-ended' }, limit: { kind: 'once-per-turn' } },
      targets: { kind: 'download-for-your-personnel', download: { types: ['Equipment'] }, personnel: { species: 'Jem\'Hadar' }, when: 'you-just-won-personnel-battle' },
      triggers: [{ on: 'played', effects: [{ kind: 'download-to-named-place' }] }],
    },
  ],
});
