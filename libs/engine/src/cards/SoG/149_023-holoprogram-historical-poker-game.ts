// Holoprogram: Historical Poker Game (SoG, 149_023): incident — seeded or played on your ship with a Holodeck, it lies there; in place of your normal card play you may download Albert Einstein, Sir Isaac Newton or Stephen Hawking aboard (behaviour/holoprograms.ts). Once each turn, with all three of yours aboard, you may "observe greatness" (ActivateCard): discard a card from hand, the bottom card of your discard pile goes beneath your draw deck (answered yes) or out of play, then draw one card — up to two when a Data of yours is aboard too (the ability `observe-greatness-with-data`, sharing the limit).
//   1E rulebook › DOWNLOADING; MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS; "HERE" AND "PRESENT".
import { defineCard } from '../../behaviour/define';
import type { Ability } from '../../behaviour/vocabulary-activations';
import type { AbilityCondition } from '../../behaviour/vocabulary-events-d';
import { drawUpTo, recycleThenDraw } from '../../behaviour/effect-builders';

const aboard = (title: string): AbilityCondition => ({ kind: 'host-crew-count', any: [{ filter: { titles: [title] }, atLeast: 1 }] });
const GREATS: readonly AbilityCondition[] = [aboard('Albert Einstein'), aboard('Sir Isaac Newton'), aboard('Stephen Hawking'), { kind: 'hand-holds', atLeast: 1 }];
// Every personnel of the Data persona (the card list's Persona column).
const DATAS = ['Data', 'Data (First Contact)', 'Data (Things Past)', 'Data (The Next Generation)', "Data (The Sky's the Limit)", 'Data (Cold Front)', 'Data (Nemesis)', 'Data (Showdown: Four Lights)', 'Data and Geordi', 'Data and Picard', 'Data of Borg', 'Carlos', 'Sherlock Holmes'];
const DATA_ABOARD: AbilityCondition = { kind: 'host-crew-count', any: [{ filter: { titles: DATAS }, atLeast: 1 }] };

const OBSERVE: readonly Ability[] = [
  { id: 'observe-greatness', limit: 'once-per-turn', limitShared: 'observe-greatness', requires: GREATS, effects: [recycleThenDraw({ kind: 'draw', who: 'you', count: 1 })] },
  {
    id: 'observe-greatness-with-data',
    limit: 'once-per-turn',
    limitShared: 'observe-greatness',
    requires: [...GREATS, DATA_ABOARD],
    effects: [recycleThenDraw(drawUpTo(2))],
  },
];

export default defineCard('149_023', {
  title: 'Holoprogram: Historical Poker Game',
  scenario: 'behaviour/holoprograms-more.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'your-holodeck' },
  duration: 'on-target-card',
  seedsOnTarget: true,
  abilities: [
    {
      id: 'download-great',
      costs: ['normal-card-play'],
      targets: { kind: 'download-aboard-host', filter: { types: ['Personnel'], titles: ['Albert Einstein', 'Sir Isaac Newton', 'Stephen Hawking'] } },
      effects: [{ kind: 'download-aboard-host' }],
    },
    ...OBSERVE,
  ],
});
