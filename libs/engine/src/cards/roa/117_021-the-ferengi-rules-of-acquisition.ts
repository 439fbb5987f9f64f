// The Ferengi Rules of Acquisition (roa, 117_021): equipment — once each turn (one use for both ways), you may put a [Rule] card from your hand beneath your draw deck to draw a card, while your Ferengi is present with it; or to download a [Rule] card of another copy to your hand, while your Nagus is present with it (ActivateCard).
import { defineCard } from '../../behaviour/define';

export default defineCard('117_021', {
  title: 'The Ferengi Rules of Acquisition',
  scenario: 'behaviour/hand-downloads.spec.ts',
  abilities: [
    {
      id: 'draw',
      limit: 'once-per-turn',
      limitShared: 'rule-exchange',
      when: { kind: 'with-another', characteristic: 'Ferengi' },
      targets: { kind: 'cards-in-your-hand', min: 1, max: 1, filter: { icons: ['Rule'] } },
      effects: [{ kind: 'target-beneath-draw' }, { kind: 'draw', who: 'you', count: 1 }],
    },
    {
      id: 'download',
      limit: 'once-per-turn',
      limitShared: 'rule-exchange',
      when: { kind: 'with-another', characteristic: 'Nagus' },
      targets: { kind: 'hand-card-for-download-to-hand', hand: { icons: ['Rule'] }, download: { icons: ['Rule'] } },
      effects: [{ kind: 'hand-card-beneath-draw-download-to-hand' }],
    },
  ],
});
