// Off Switch (qc, 105_037): interrupt — any android is in stasis until the end of the turn, and meanwhile immune to Android Nightmares, Chinese Finger Puzzle and Dead in Bed; or it cancels another Off Switch just played.
import { defineCard } from '../../behaviour/define';

export default defineCard('105_037', {
  title: 'Off Switch',
  scenario: 'behaviour/stasis.spec.ts',
  // 1E rulebook › GETTING HURT › STASIS (behaviour/stasis.ts).
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'personnel', whose: 'any', filter: { characteristic: 'Android' } },
  triggers: [{ on: 'played', effects: [{ kind: 'place-target-in-stasis', until: 'end-of-turn', immuneTo: ['Android Nightmares', 'Chinese Finger Puzzle', 'Dead in Bed'] }] }],
  modes: [
    {
      play: { window: { kind: 'response', to: 'card-played' } },
      targets: { kind: 'just-played', filter: { titles: ['Off Switch'] } },
      triggers: [{ on: 'played', effects: [{ kind: 'nullify-target' }] }],
    },
  ],
});
