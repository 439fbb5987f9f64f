// Battle Stations: All Hands (NEM, 241_010): incident — seeds on its owner's table. While they have Battle Stations: Sovereign Class in play, once each turn each: one unique personnel, one [Enig] personnel and one universal personnel report for free; no other card of theirs lets their personnel report for free.
import { defineCard } from '../../behaviour/define';

// 1E rulebook › PLAYING "FOR FREE"; MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS. "Seeds on table" is read from the card text by seeding.ts.
// Three permits with their own once-each-turn slot (free-reports.ts); a personnel takes the first slot it fits, in the order [Enig], unique, universal.
const sovereign = [{ kind: 'your-card-in-play', titles: ['Battle Stations: Sovereign Class'] }] as const;

export default defineCard('241_010', {
  title: 'Battle Stations: All Hands',
  scenario: 'behaviour/nem-tng-reports.spec.ts',
  permits: [
    { kind: 'free-report', who: {}, enigma: true, slot: 'enigma', whenAny: sovereign },
    { kind: 'free-report', who: {}, universal: false, slot: 'unique', whenAny: sovereign },
    { kind: 'free-report', who: {}, universal: true, slot: 'universal', whenAny: sovereign },
    // Issue 15 (helper incidents): "you may not otherwise play personnel for free" (free-play-bans.ts): only these permits stay free.
    { kind: 'no-free-reports', types: ['Personnel'], otherwise: true },
  ],
});
