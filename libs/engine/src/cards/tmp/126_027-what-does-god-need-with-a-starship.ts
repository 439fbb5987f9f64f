// What Does God Need With a Starship? (tmp, 126_027): interrupt — cancels the dilemma "God" as it is encountered, or lying on a mission. Or (once per game) the opponent picks one of two ways for the card's player: download a ship of theirs into space at any spaceline location they choose, or stop or unstop any one ship in play (either player's) — each a "may".
import { defineCard } from '../../behaviour/define';

// Way 2: 1E rulebook › DOWNLOADING › Clarifications: Downloading (a download naming its place is special reporting: no
// native quadrant, no facility); MISCELLANEOUS RULES › STOPPED CARDS. The opponent's pick is a `ways` choice
// (choices.ts), the ship and its place two choices of the card's player (choice-ships.ts, `thenTargetsChosen`).
const DOWNLOAD = 'you may download a ship to any location';
const STOP = 'you may stop or unstop any ship';

export default defineCard('126_027', {
  title: 'What Does God Need With a Starship?',
  scenario: 'behaviour/events-c.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'card-in-play', filter: { types: ['Dilemma'], titleWords: ['God'] } },
  triggers: [{ on: 'played', effects: [{ kind: 'nullify-target' }] }],
  modes: [
    {
      play: { window: { kind: 'response', to: 'dilemma-encountered' } },
      targets: { kind: 'just-played', filter: { types: ['Dilemma'], titleWords: ['God'] } },
      triggers: [{ on: 'played', effects: [{ kind: 'nullify-target' }] }],
    },
    {
      play: { window: { kind: 'interrupt' }, limit: { kind: 'once-per-game' } },
      targets: undefined,
      triggers: [
        {
          on: 'played',
          effects: [
            {
              kind: 'choose-cards',
              chooser: 'opponent',
              pool: { from: 'ways', ways: [DOWNLOAD, STOP] },
              pick: 1,
              chosen: 'stay',
              byWay: {
                [DOWNLOAD]: [
                  {
                    kind: 'choose-cards',
                    chooser: 'you',
                    pool: { from: 'draw-deck', whose: 'you', filter: { types: ['Ship'] }, download: true },
                    pick: 1,
                    upTo: true,
                    chosen: 'stay',
                    thenTargetsChosen: true,
                    then: [{ kind: 'choose-cards', chooser: 'you', pool: { from: 'spaceline-locations' }, pick: 1, chosen: 'download-target-ship-there' }],
                  },
                ],
                [STOP]: [{ kind: 'choose-cards', chooser: 'you', pool: { from: 'ships-in-play' }, pick: 1, upTo: true, chosen: 'stop-or-unstop' }],
              },
            },
          ],
        },
      ],
    },
  ],
});
