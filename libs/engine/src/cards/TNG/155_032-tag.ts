// Tag! (TNG, 155_032): interrupt — once per game, a [TNG] personnel with Youth, downloaded even from your discard pile, takes the place of your [TNG] personnel without Youth (discarded).
import { defineCard } from '../../behaviour/define';

export default defineCard('155_032', {
  title: 'Tag!',
  scenario: 'behaviour/interrupts-d.spec.ts',
  play: { window: { kind: 'interrupt' }, limit: { kind: 'once-per-game' } },
  targets: { kind: 'personnel-to-replace', outgoing: { property: 'TNG', notSkill: 'Youth' }, incoming: { property: 'TNG', skill: 'Youth' }, from: 'download-or-discard' },
  triggers: [{ on: 'played', effects: [{ kind: 'replace-personnel', outgoingTo: 'discard', download: true }] }],
});
