// Life's Simple Pleasures (metamorpho, 202_007): event — played on a crew of yours of six or more non-Borg personnel, then discarded: where females are not outnumbered by males you draw three cards (way 0); where males outnumber females you download a female personnel (way 1; it reports as a download names no place).
import { defineCard } from '../../behaviour/define';

export default defineCard('202_007', {
  title: "Life's Simple Pleasures",
  scenario: 'behaviour/table-permits-later.spec.ts',
  play: { window: { kind: 'normal-play' }, requires: [{ kind: 'your-crew-genders', atLeast: 6, notAffiliation: 'Borg', moreMales: false }] },
  triggers: [{ on: 'played', effects: [{ kind: 'draw', who: 'you', count: 3 }] }],
  duration: 'instant',
  modes: [
    {
      play: { window: { kind: 'normal-play' }, requires: [{ kind: 'your-crew-genders', atLeast: 6, notAffiliation: 'Borg', moreMales: true }] },
      targets: { kind: 'card-to-download', filter: { types: ['Personnel'], characteristics: ['Female'] } },
      triggers: [{ on: 'played', effects: [{ kind: 'download-target' }] }],
    },
  ],
});
