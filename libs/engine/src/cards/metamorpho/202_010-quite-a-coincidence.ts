// Quite a Coincidence (metamorpho, 202_010): event — seeded or played on your table, it waits for the opponent to play a personnel and is then placed on it; when that personnel is killed, its owner scores the event's points (once per game) and it is discarded with the personnel.
//   1E rulebook › GETTING HURT › KILLED OR DESTROYED; THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES; MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS.
import { defineCard } from '../../behaviour/define';

export default defineCard('202_010', {
  title: 'Quite a Coincidence',
  scenario: 'behaviour/host-killed.spec.ts',
  play: { window: { kind: 'normal-play' } },
  // behaviour/host-killed.ts: placed from the table onto the opponent's personnel just played (reported or downloaded too: when-cards-played.ts).
  whenCardsPlayed: { filter: { types: ['Personnel'] }, by: 'opponent', targetPlayed: true, effects: [{ kind: 'place-self-from-table-on-target' }] },
  whenHostKilled: { oncePerGame: true, effects: [{ kind: 'score-points', points: 10, bonus: true }] },
});
