// Visit Cochrane Memorial (fc, 109_074): objective — seeds or plays on Earth (unique). At the end of your turn, with an
// unstopped [Ent-E] personnel or human ENGINEER of yours on that planet and no opposing personnel there, you may probe — each
// persona only once per game: a [Fed] or [Sta] card: draw one card; else an Event or Interrupt: play one personnel from hand
// to that planet; else a [Fajo] or Equipment card: download the probe card (or a copy of it); else a [Non] or Doorway card:
// discard one card from hand.
//   1E rulebook › END OF TURN › PROBING (the list read in order: Clarifications: Multiple Outcomes names this card);
//   MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS; DOWNLOADING. Words: behaviour/objective-stages.ts.
import { defineCard } from '../../behaviour/define';

export default defineCard('109_074', {
  title: 'Visit Cochrane Memorial',
  scenario: 'behaviour/objective-stages.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'mission-at-place', places: ['Earth'] },
  duration: 'on-target-mission',
  seedsOnTarget: { kind: 'mission-at-place', places: ['Earth'] },
  triggers: [
    {
      on: 'turn-ends',
      whose: 'your',
      from: 'this-turn',
      effects: [
        {
          kind: 'may',
          effects: [
            {
              kind: 'if-prober-present',
              filter: { anyOf: [{ icons: ['Ent-E'] }, { species: 'Human', classification: 'ENGINEER' }] },
              unopposed: true,
              oncePerPersona: true,
              then: [
                {
                  kind: 'probe',
                  who: 'you',
                  outcomes: [
                    { name: 'oooh', match: { icons: ['Fed', 'Sta'], affiliations: ['Federation'] }, effects: [{ kind: 'draw', who: 'you', count: 1 }] },
                    {
                      name: 'aaaaah',
                      match: { types: ['Event', 'Interrupt'], icons: ['Event', 'Interrupt'] },
                      effects: [{ kind: 'choose-cards', chooser: 'you', pool: { from: 'hand', whose: 'you', filter: { types: ['Personnel'] } }, pick: 1, upTo: true, chosen: 'download-to-target-zone' }],
                    },
                    { name: 'wow', match: { icons: ['Fajo', 'Equipment'], types: ['Equipment'] }, effects: [{ kind: 'offer-download-probe-card' }] },
                    { name: 'bigger', match: { icons: ['Non', 'Doorway'], types: ['Doorway'], affiliations: ['Non-Aligned'] }, effects: [{ kind: 'choose-cards', chooser: 'you', pool: { from: 'hand', whose: 'you' }, pick: 1, chosen: 'discard' }] },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
});
