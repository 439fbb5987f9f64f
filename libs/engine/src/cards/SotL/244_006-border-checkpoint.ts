// Border Checkpoint (SotL, 244_006): event — lies atop a mission whose lore names an array or a listening post; once each turn, when you report a non-Federation ship there, you draw a card (the engine always uses this "may").
import { defineCard } from '../../behaviour/define';

export default defineCard('244_006', {
  title: 'Border Checkpoint',
  scenario: 'behaviour/events-d.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'mission-with-lore', words: ['array', 'listening post'] },
  duration: 'on-target-mission',
  whenCardsPlayed: { filter: { types: ['Ship'], notAffiliations: ['Federation'] }, here: true, oncePerTurn: true, effects: [{ kind: 'draw', who: 'you', count: 1 }] },
});
