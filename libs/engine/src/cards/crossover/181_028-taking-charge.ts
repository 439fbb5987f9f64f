// Taking Charge (crossover, 181_028): incident — on your table: your personnel at a mission that is not a homeworld and has an objective lying on it are INTEGRITY, CUNNING and STRENGTH +1; once each turn, with your personnel of a commanding rank at your mission, you may download onto that mission an objective that plays on a mission (ActivateCard).
import { defineCard } from '../../behaviour/define';

const RANKS = ['Admiral', 'General', 'Captain', 'Colonel', 'Gul', 'Legate', 'DaiMon', 'Maje', 'Alpha-Hirogen', "Jem'Hadar First"];

export default defineCard('181_028', {
  title: 'Taking Charge',
  scenario: 'behaviour/download-onto-mission.spec.ts',
  play: { window: { kind: 'normal-play' } },
  modifiers: [{ kind: 'fleet-personnel-attribute', attributes: ['INTEGRITY', 'CUNNING', 'STRENGTH'], delta: 1, whose: 'yours', where: 'at-mission-with-objective', to: {}, filter: {} }],
  // 1E rulebook › DOWNLOADING; MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS (behaviour/download-onto-mission.ts).
  abilities: [
    {
      id: 'objective',
      limit: 'once-per-turn',
      targets: { kind: 'card-onto-mission', types: ['Objective'], missions: { yours: true }, withYours: { anyOf: RANKS.map((rank) => ({ characteristic: rank })) } },
      effects: [{ kind: 'download-onto-mission' }],
    },
  ],
});
