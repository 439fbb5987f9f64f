// Battle Stations: Sovereign Class (NEM, 241_012): incident — seeds on its owner's table. They may not download dilemmas or personnel; it is discarded once they play a personnel or ship without the Generations, First Contact, Insurrection or Nemesis property logo; every Klim Dokachin in play is nullified.
import { defineCard } from '../../behaviour/define';

// 1E rulebook › DOWNLOADING; THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES; MISCELLANEOUS RULES › CARD EFFECTS.
// "Seeds on table" is read from the card text by seeding.ts; seeded before any card is played, so "or have played" adds nothing to "if you play".
// Behaviour/download-bans.ts (`no-downloads-of` … `types`), discard-when.ts (`you-play`), nullifiesInPlay (discarded as it enters play).
export default defineCard('241_012', {
  title: 'Battle Stations: Sovereign Class',
  scenario: 'behaviour/nem-tng-reports.spec.ts',
  permits: [{ kind: 'no-downloads-of', types: ['Dilemma', 'Personnel'] }],
  discardWhen: [{ kind: 'you-play', filter: { types: ['Personnel', 'Ship'] }, unless: { anyOf: [{ property: 'Gen' }, { property: 'FC' }, { property: 'Ins' }, { property: 'Nem' }] } }],
  nullifiesInPlay: { titles: ['Klim Dokachin'] },
  manual: ['at the start of each turn, activate or discard each of your face-down [HA] cards'],
});
