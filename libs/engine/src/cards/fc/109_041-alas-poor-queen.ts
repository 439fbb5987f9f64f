// Alas, Poor Queen (fc, 109_041): interrupt — as a response, cancels a Regenerate just played; or, just after a Borg Queen is killed, every Borg personnel of her owner in play dies too (Amanda Rogers cannot touch it); or, just after a personnel revealed as the Bluegill Queen is killed (Bluegill Infestation: behaviour/stored-copies.ts), every Bluegill of that player in play dies too.
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
    // Issue 15 (helper outside): "(or Bluegill Queen) … (or Bluegills)" — the queen recorded as she died, the Bluegills being
    // copies of the personnel beneath Bluegill Infestation (stored-copies.ts: target option `queen`, `kill-all-copies-of-target-owner`).
    {
      play: { window: { kind: 'response', to: 'personnel-killed' } },
      targets: { kind: 'just-killed', queen: 'Bluegill Queen' },
      triggers: [{ on: 'played', effects: [{ kind: 'kill-all-copies-of-target-owner', characteristic: 'Bluegill' }] }],
    },
  ],
});
