// Door-Net (qc, 105_094): Q event, drawn in a Q-Flash — placed on one of the victim's doorways without the [Shield] icon (the victim's pick), which is closed until any Q-Flash; Alternate Universe Door may nullify it, and so may its victim, on their own turn, by showing Diplomacy x2 from hand (one card or two).
import { defineCard } from '../../behaviour/define';

// Issue 15 (helper doors): behaviour/door-nets.ts, closed-doorways.ts. Q-Flash (qc doorway 105_015) › "you" the victim;
// "your choice": the victim picks the doorway. The nullification by Alternate Universe Door is that card's in-play mode.
export default defineCard('105_094', {
  title: 'Door-Net',
  scenario: 'behaviour/doors-door-net.spec.ts',
  qFlash: { untilQFlash: true, effects: [{ kind: 'close-your-doorway' }] },
  permits: [{ kind: 'closes-host-doorway' }],
  abilities: [
    {
      id: 'show-diplomacy',
      // The victim (the owner of the doorway it closes), during their own turn.
      anyPlayer: true,
      requires: ['self-on-your-card'],
      targets: { kind: 'your-hand-cards-with-skill', skill: 'Diplomacy', total: 2 },
      effects: [{ kind: 'show-target-cards' }, { kind: 'nullify-self' }],
    },
  ],
});
