// A Family of Traitors (ENGAGE, 161_018): interrupt — once per game, a [TNG] personnel with Treachery x2, downloaded even from your discard pile, takes the place of your [TNG] personnel without Treachery (discarded).
import { defineCard } from '../../behaviour/define';

export default defineCard('161_018', {
  title: 'A Family of Traitors',
  scenario: 'behaviour/interrupts-d.spec.ts',
  play: { window: { kind: 'interrupt' }, limit: { kind: 'once-per-game' } },
  targets: { kind: 'personnel-to-replace', outgoing: { property: 'TNG', notSkill: 'Treachery' }, incoming: { property: 'TNG', skill: 'Treachery', skillLevel: 2 }, from: 'download-or-discard' },
  triggers: [{ on: 'played', effects: [{ kind: 'replace-personnel', outgoingTo: 'discard', download: true }] }],
});
