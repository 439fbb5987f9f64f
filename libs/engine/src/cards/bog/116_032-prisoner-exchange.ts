// Prisoner Exchange (bog, 116_032): incident — on your turn, release a captive you hold to its owner's ship or facility there; then either your own personnel held captive at that location go back to your ship or facility there, or instead you download one personnel there; the incident is discarded.
import { defineCard } from '../../behaviour/define';

export default defineCard('116_032', {
  title: 'Prisoner Exchange',
  scenario: 'behaviour/captives.spec.ts',
  play: { window: { kind: 'normal-play' } },
  abilities: [
    { id: 'exchange', window: 'own-turn', costs: ['discard-self'], targets: { kind: 'your-captive' }, effects: [{ kind: 'release-target-and-yours-there' }] },
    // The other way (captive-releases.ts; spec behaviour/captive-releases.spec.ts): the release, then one personnel of your draw deck or hand downloaded to your facility, ship or planet there.
    {
      id: 'exchange-for-download',
      window: 'own-turn',
      costs: ['discard-self'],
      targets: { kind: 'your-captive' },
      effects: [{ kind: 'release-target' }, { kind: 'choose-cards', chooser: 'you', pool: { from: 'draw-deck', whose: 'you', filter: { types: ['Personnel'] }, download: true }, pick: 1, upTo: true, chosen: 'download-where-target-is' }],
    },
  ],
});
