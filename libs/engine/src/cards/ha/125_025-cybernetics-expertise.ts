// Cybernetics Expertise (ha, 125_025): incident — on your table, once each turn one of your androids reports for free to your facility where your Cybernetics personnel is aboard, or to one of your personnel with Cybernetics x2 (wherever that personnel is); and once each turn you may exchange a card from hand for an android in your discard pile.
import { defineCard } from '../../behaviour/define';

export default defineCard('125_025', {
  title: 'Cybernetics Expertise',
  scenario: 'behaviour/report-places.spec.ts',
  play: { window: { kind: 'normal-play' } },
  // Both reports share the card's one free report a turn (key `free report:Cybernetics Expertise`; report-places.ts).
  permits: [{ kind: 'free-report', who: { characteristics: ['Android'] }, to: { presentSkill: 'Cybernetics' } }],
  tableReports: [{ who: { characteristic: 'Android' }, withPersonnelSkill: { skill: 'Cybernetics', level: 2 } }],
  abilities: [
    {
      id: 'exchange',
      limit: 'once-per-turn',
      targets: { kind: 'hand-card-and-discard-cards', discard: { types: ['Personnel'], characteristic: 'Android' }, count: 1 },
      effects: [{ kind: 'hand-card-discarded-cards-to-hand' }],
    },
  ],
});
