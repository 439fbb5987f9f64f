// Interrogation (au, 103_039): event — lies on a captive you hold (one per captive; discarded if the captive is released). Once each turn per copy you put the question; the opponent answers: giving in, you score 10 points and the captive is released wherever the opponent chooses; refusing, you score 1 (one more per copy of Extracted Confessions on your table, one more with the Non-Aligned Madred in play).
import { defineCard } from '../../behaviour/define';

// One more point per score for each copy of Extracted Confessions on your table, and one with the Non-Aligned Madred in play.
const EXTRAS = { plusPerCopy: ['Extracted Confessions'], plusWith: { titles: ['Madred'], affiliation: 'Non-Aligned' } } as const;

export default defineCard('103_039', {
  title: 'Interrogation',
  scenario: 'behaviour/captive-cards.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'your-captive', notUnder: ['Interrogation'] },
  duration: 'on-target-card',
  abilities: [
    {
      id: 'ask',
      limit: 'once-per-turn',
      // "once each turn per copy": each copy its own use (activations.ts › perCopy).
      perCopy: true,
      effects: [
        {
          kind: 'choose-cards',
          // The opponent's reply: choosing the captive gives the answer that frees it (10 points to you), choosing none the other (1 point).
          chooser: 'opponent',
          pool: { from: 'host-captive' },
          pick: 1,
          upTo: true,
          chosen: 'stay',
          then: [
            { kind: 'score-points-with-extras', points: 10, ...EXTRAS },
            // "relocate captive anywhere (opponent's choice)": the opponent picks one of their ships or facilities, or a planet (captive-releases.ts).
            { kind: 'choose-cards', chooser: 'opponent', pool: { from: 'release-places' }, pick: 1, chosen: 'stay', then: [{ kind: 'release-host-captive-to-chosen' }] },
          ],
          ifNone: [{ kind: 'score-points-with-extras', points: 1, ...EXTRAS }],
        },
      ],
    },
  ],
});
