// A Matter of Honor (TNG, 155_033): interrupt — once per game, a [TNG] personnel with Honor x2, downloaded even from your discard pile, takes the place of your [TNG] personnel without Honor (discarded).
import { defineCard } from '../../behaviour/define';

export default defineCard('155_033', {
  title: 'A Matter of Honor',
  scenario: 'behaviour/interrupts-d.spec.ts',
  play: { window: { kind: 'interrupt' }, limit: { kind: 'once-per-game' } },
  targets: { kind: 'personnel-to-replace', outgoing: { property: 'TNG', notSkill: 'Honor' }, incoming: { property: 'TNG', skill: 'Honor', skillLevel: 2 }, from: 'download-or-discard' },
  triggers: [{ on: 'played', effects: [{ kind: 'replace-personnel', outgoingTo: 'discard', download: true }] }],
});
