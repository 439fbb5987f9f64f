// The Ultimate User (qwho, 217_005): incident — on your table: you may not download drones; once each turn one of your [TNG] drones reports for free. While your Relentless is in play, once each turn (with a [TNG] drone of yours in play) you may discard your [BO] objective, and once each turn download a [BO] objective (your current one discarded first, as a Borg player has one at a time); your [BO] objective downloads then ignore Computer Crash (behaviour/download-bans.ts).
import { defineCard } from '../../behaviour/define';

// 1E rulebook › DOWNLOADING; PLAYING "FOR FREE"; MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS.
const WHILE_RELENTLESS = [
  { kind: 'yours-in-play', titles: ['Relentless'] },
  { kind: 'personnel-together', filter: { property: 'TNG', characteristic: 'Drone' }, atLeast: 1 },
] as const;

export default defineCard('217_005', {
  title: 'The Ultimate User',
  scenario: 'behaviour/bogborg.spec.ts',
  play: { window: { kind: 'normal-play' } },
  permits: [
    { kind: 'free-report', who: { icons: ['TNG'], characteristics: ['Drone'] } },
    { kind: 'no-downloads-of', characteristics: ['Drone'] },
    { kind: 'downloads-ignore-computer-crash', types: ['Objective'], icons: ['BO'], whileYours: ['Relentless'] },
  ],
  abilities: [
    { id: 'discard-objective', limit: 'once-per-turn', requires: WHILE_RELENTLESS, targets: { kind: 'your-card-in-play', filter: { types: ['Objective'], icons: ['BO'] } }, effects: [{ kind: 'discard-target' }] },
    { id: 'download-objective', limit: 'once-per-turn', requires: WHILE_RELENTLESS, targets: { kind: 'objective-to-download', icons: ['BO'] }, effects: [{ kind: 'drop-current-objective' }, { kind: 'download-objective' }] },
  ],
});
