// Devidian Door (au, 103_033): doorway ([AU]: seeded or played only while a card of yours allows [AU] cards, alternate-universe.ts) — plays on the table (no card play used); the once-each-turn play "from the future" of a personnel or equipment to a planet, and showing another copy next turn or losing, are manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('103_033', {
  title: 'Devidian Door',
  scenario: 'behaviour/doorways.spec.ts',
  play: { window: { kind: 'interrupt' } },
  duration: 'while-in-play',
  manual: [
    'once each turn, announce it and play one Personnel or Equipment card to any planet',
    'during your next turn (or at game end) show a Devidian Door from hand and place it out of play, or lose the game',
  ],
});
