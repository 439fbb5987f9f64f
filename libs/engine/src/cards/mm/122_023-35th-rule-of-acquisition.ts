// 35th Rule of Acquisition (mm, 122_023): event — lies on your Acquisition personnel; at the end of every turn, when no battle was initiated since the end of your last turn, you download a Gold-Pressed Latinum where that personnel is (your pick from the deck) or, picking none, draw a card. It and the 34th Rule of Acquisition nullify each other (the one entering play wins), whatever the Scepter says.
import { defineCard } from '../../behaviour/define';

export default defineCard('122_023', {
  title: '35th Rule of Acquisition',
  scenario: 'behaviour/ferengi-rules.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'personnel', whose: 'yours', filter: { skill: 'Acquisition' } },
  duration: 'on-target-card',
  // 1E rulebook › BATTLE; DOWNLOADING (behaviour/rules-of-acquisition.ts, choices.ts › download-here).
  triggers: [
    {
      on: 'turn-ends',
      whose: 'every',
      from: 'this-turn',
      effects: [
        {
          kind: 'if-no-battle-since-your-last-turn',
          then: [
            {
              kind: 'choose-cards',
              chooser: 'you',
              pool: { from: 'draw-deck', whose: 'you', filter: { titles: ['Gold-Pressed Latinum'] }, download: true },
              pick: 1,
              upTo: true,
              chosen: 'download-here',
              ifNone: [{ kind: 'draw', who: 'you', count: 1 }],
            },
          ],
        },
      ],
    },
  ],
  // 1E rulebook › ATTEMPT A MISSION › NULLIFIERS (behaviour/rules-of-acquisition.ts › lastingNullifiers).
  nullifiesInPlay: { titles: ['34th Rule of Acquisition'], mutual: true },
});
