// Revolving Door (au, 103_045): event — lies on a doorway without the [Shield] icon (or on Iconian Gateway), which is closed while the door lies face up; at the start of their turn, either player may discard a card that is not a personnel from hand to turn it over (open, or closed again). Unique. The other mode nullifies a Revolving Door in play.
import { defineCard } from '../../behaviour/define';

// Issue 15 (helper doors): behaviour/closed-doorways.ts. "(Unique.)": play.ts › markedUniqueProblem.
export default defineCard('103_045', {
  title: 'Revolving Door',
  scenario: 'behaviour/doors-closed-doorways.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'card-in-play', filter: { anyOf: [{ types: ['Doorway'], notIcons: ['Shield'] }, { titles: ['Iconian Gateway'] }] } },
  duration: 'on-target-card',
  permits: [{ kind: 'closes-host-doorway' }],
  abilities: [
    {
      id: 'revolve',
      // "At start of any player's turn, that player may …": before their normal card play (1E rulebook › YOUR NORMAL
      // CARD PLAY › "Start of turn" actions), once.
      anyPlayer: true,
      limit: 'once-per-turn',
      requires: ['start-of-your-turn'],
      targets: { kind: 'card-in-your-hand', filter: { notTypes: ['Personnel'] } },
      effects: [{ kind: 'discard-target-from-hand' }, { kind: 'revolve-self' }],
    },
  ],
  modes: [
    {
      play: { window: { kind: 'normal-play' } },
      targets: { kind: 'card-in-play', filter: { titles: ['Revolving Door'] } },
      triggers: [{ on: 'played', effects: [{ kind: 'nullify-target' }] }],
      duration: 'instant',
    },
  ],
});
