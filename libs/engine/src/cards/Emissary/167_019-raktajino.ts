// Raktajino (Emissary, 167_019): event — a unique personnel gets +2 to every attribute until the end of the turn; shuffling personnel and ships back from the discard pile is manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('167_019', {
  title: 'Raktajino',
  scenario: 'behaviour/events-sets.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'personnel', whose: 'any', filter: { universal: false } },
  modifiers: [{ kind: 'host-gains', attributes: ['INTEGRITY', 'CUNNING', 'STRENGTH'], delta: 2, to: {}, where: 'on-host' }],
  duration: 'on-target-card',
  triggers: [{ on: 'turn-ends', whose: 'every', from: 'this-turn', effects: [{ kind: 'discard-self' }] }],
  manual: ['the other mode: shuffle the bottom three personnel or ships of your discard pile into your draw deck'],
});
