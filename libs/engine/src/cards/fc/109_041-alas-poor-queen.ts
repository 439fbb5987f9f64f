// Alas, Poor Queen (fc, 109_041): interrupt — as a response, cancels a Regenerate just played; or, just after a Borg Queen is killed, every Borg personnel of her owner in play dies too (Amanda Rogers cannot touch it). No Bluegill Queen is in the card list, so the Borg clause is the whole of that mode here.
import { defineCard } from '../../behaviour/define';

export default defineCard('109_041', {
  title: 'Alas, Poor Queen',
  scenario: 'behaviour/interrupts-d.spec.ts',
  play: { window: { kind: 'response', to: 'card-played' } },
  targets: { kind: 'just-played', filter: { titles: ['Regenerate'] } },
  triggers: [{ on: 'played', effects: [{ kind: 'nullify-target' }] }],
  immuneTo: ['Amanda Rogers'],
  modes: [
    {
      play: { window: { kind: 'response', to: 'personnel-killed' } },
      targets: { kind: 'just-killed', filter: { affiliation: 'Borg', characteristic: 'Queen' } },
      triggers: [{ on: 'played', effects: [{ kind: 'kill-all-of-target-owner', filter: { affiliation: 'Borg' } }] }],
    },
  ],
});
