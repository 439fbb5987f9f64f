// Getting Under Your Skin (VP, 132_024): event — played on your table only while you have three Romulan personnel in play; once each turn, when you play an event onto your table, your opponent reveals the top card of their draw deck, and you score 5 points when it is a personnel.
import { defineCard } from '../../behaviour/define';

export default defineCard('132_024', {
  title: 'Getting Under Your Skin',
  scenario: 'behaviour/events-d.spec.ts',
  play: { window: { kind: 'normal-play' }, requires: [{ kind: 'you-have-personnel', filter: { affiliation: 'Romulan' }, atLeast: 3 }] },
  whenCardsPlayed: {
    filter: { types: ['Event'] },
    onTable: true,
    oncePerTurn: true,
    effects: [{ kind: 'reveal-top-if', who: 'opponent', filter: { types: ['Personnel'] }, then: [{ kind: 'score-points', points: 5, bonus: true }] }],
  },
});
