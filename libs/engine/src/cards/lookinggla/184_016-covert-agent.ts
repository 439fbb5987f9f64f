// Covert Agent (lookinggla, 184_016): incident — on your table. Your opponent may not return to hand a ship your infiltrator is aboard. When your opponent's personnel or ship enters play where your infiltrator is, you may draw a card (once each turn per infiltrator). Just after a mission attempt or a battle begins where your infiltrator is, you may download to hand a morph card or an infiltration-related card (each title once per game).
//   1E rulebook › INFILTRATE; DOWNLOADING; GLOSSARY › Infiltration-related (behaviour/covert-agents.ts).
import { defineCard } from '../../behaviour/define';

const download = { kind: 'card-to-download-to-hand-near-infiltrator', filter: { characteristics: ['Morph card', 'Infiltration-related card'] } } as const;

export default defineCard('184_016', {
  title: 'Covert Agent',
  scenario: 'behaviour/covert-agents.spec.ts',
  play: { window: { kind: 'normal-play' } },
  barsShipReturnWithYourInfiltrator: true,
  whenCardsPlayed: { by: 'opponent', filter: { types: ['Personnel', 'Ship'] }, nearYourInfiltrator: true, effects: [{ kind: 'draw', who: 'you', count: 1 }] },
  abilities: [
    { id: 'download-at-attempt', window: { kind: 'response', to: 'attempt-began' }, targets: download, effects: [{ kind: 'download-target-to-hand-once-per-title' }] },
    { id: 'download-at-battle', window: { kind: 'response', to: 'battle-initiated' }, targets: download, effects: [{ kind: 'download-target-to-hand-once-per-title' }] },
  ],
});
