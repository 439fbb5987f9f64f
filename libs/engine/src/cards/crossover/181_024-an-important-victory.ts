// An Important Victory (crossover, 181_024): incident — plays on your table; it is nullified once you play Terran Rebellion HQ, or if you seeded it (the record of cards seeded). Its free reports to [TE] Mirror Terok Nor, Contain Boarding Parties there and the Rebellious Servants point box are manual.
import { defineCard } from '../../behaviour/define';

// 1E rulebook › THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES; ATTEMPT A MISSION › NULLIFIERS (a nullified card is discarded).
// Behaviour/played-titles.ts + card-record.ts (`nullifiedIf.record`: seeded, whenever); discard-when.ts (`you-play`: "if you play" is
// a play while this card is in play — the text says "have seeded", not "have played").
export default defineCard('181_024', {
  title: 'An Important Victory',
  scenario: 'behaviour/card-record.spec.ts',
  play: { window: { kind: 'normal-play' } },
  nullifiedIf: { record: [{ how: 'seeded', filter: { titles: ['Terran Rebellion HQ'] } }] },
  discardWhen: [{ kind: 'you-play', filter: { titles: ['Terran Rebellion HQ'] } }],
  manual: [
    'once each turn, your [DS9][Fed][TE] personnel reporting to [TE] Mirror Terok Nor for free (the flipped Nor and its sites)',
    'Contain Boarding Parties seeding or playing at Mirror Terok Nor',
    "ignoring Rebellious Servants' point box when it is played as your normal card play",
  ],
});
