// Prisoner Exchange (bog, 116_032): incident — on your turn, release a captive you hold to its owner's ship or facility there; then your own personnel held captive at that location go back to your ship or facility there; the incident is discarded.
import { defineCard } from '../../behaviour/define';

export default defineCard('116_032', {
  title: 'Prisoner Exchange',
  scenario: 'behaviour/captives.spec.ts',
  play: { window: { kind: 'normal-play' } },
  abilities: [{ id: 'exchange', window: 'own-turn', costs: ['discard-self'], targets: { kind: 'your-captive' }, effects: [{ kind: 'release-target-and-yours-there' }] }],
  manual: ['downloading one personnel there instead of releasing your own captives'],
});
