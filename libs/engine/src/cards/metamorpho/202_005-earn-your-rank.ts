// Earn Your Rank! (metamorpho, 202_005): event — on your table: your holographic leaders show a [Cmd] staffing icon, your other holographic personnel that are not CIVILIAN a [Stf] icon; each Holodeck Door you play draws you a card.
import { defineCard } from '../../behaviour/define';

export default defineCard('202_005', {
  title: 'Earn Your Rank!',
  scenario: 'behaviour/events-f.spec.ts',
  play: { window: { kind: 'normal-play' } },
  staffingGrants: [
    { icons: ['Cmd'], to: { icons: ['Holo'], anyOf: [{ skill: 'Leadership' }, { classification: 'OFFICER' }] } },
    { icons: ['Stf'], to: { icons: ['Holo'], notClassification: 'CIVILIAN' } },
  ],
  whenCardsPlayed: { filter: { titles: ['Holodeck Door'] }, effects: [{ kind: 'draw', who: 'you', count: 1 }] },
});
