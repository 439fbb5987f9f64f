// Q the Referee (twt, 119_029): incident — on your table; once each turn you may discard one of your [Ref] cards from hand or in play, or place one from hand or in play beneath your draw deck, to draw a card, or play one [Ref] card for free instead. Also, suspending play (on your turn, or in your own response window — a mission attempt's or a battle's too), you may download any other [Ref] card (Computer Crash ignored), then the incident is discarded.
//   1E rulebook › DOWNLOADING; SPECIAL DOWNLOAD (suspends play); PLAYING "FOR FREE"; MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS.
import { defineCard } from '../../behaviour/define';

export default defineCard('119_029', {
  title: 'Q the Referee',
  scenario: 'behaviour/turn-abilities.spec.ts',
  play: { window: { kind: 'normal-play' } },
  abilities: [
    // "play one [Ref] card for free": the target names a [Ref] card in hand (one must be there); any [Ref] card from hand may then be played at once, free (immediate-free-plays.ts).
    { id: 'free-play', limit: 'once-per-turn', limitShared: 'referee', targets: { kind: 'cards-in-your-hand', min: 1, max: 1, filter: { icons: ['Ref'] } }, effects: [{ kind: 'open-immediate-free-play', filter: { icons: ['Ref'] } }] },
    { id: 'discard-from-hand', limit: 'once-per-turn', limitShared: 'referee', targets: { kind: 'cards-in-your-hand', min: 1, max: 1, filter: { icons: ['Ref'] } }, effects: [{ kind: 'discard-chosen' }, { kind: 'draw', who: 'you', count: 1 }] },
    { id: 'beneath-from-hand', limit: 'once-per-turn', limitShared: 'referee', targets: { kind: 'cards-in-your-hand', min: 1, max: 1, filter: { icons: ['Ref'] } }, effects: [{ kind: 'target-beneath-draw' }, { kind: 'draw', who: 'you', count: 1 }] },
    {
      id: 'discard-in-play',
      limit: 'once-per-turn',
      limitShared: 'referee',
      targets: { kind: 'card-on-table', whose: 'yours', icon: 'Ref', anywhere: true },
      effects: [{ kind: 'discard-target' }, { kind: 'draw', who: 'you', count: 1 }],
    },
    {
      id: 'beneath-in-play',
      limit: 'once-per-turn',
      limitShared: 'referee',
      targets: { kind: 'card-on-table', whose: 'yours', icon: 'Ref', anywhere: true },
      effects: [{ kind: 'target-beneath-draw' }, { kind: 'draw', who: 'you', count: 1 }],
    },
    // "Suspend play": as a special download, on your turn between actions or in your own response window (activations.ts).
    { id: 'download-ref', window: 'suspend-play', targets: { kind: 'card-to-download', filter: { icons: ['Ref'], notTitles: ['Q the Referee'] } }, effects: [{ kind: 'download-target' }, { kind: 'discard-self' }] },
  ],
  // While it is on your table (downloads.ts › checkDownloadable): its own download of a [Ref] card passes Computer Crash.
  permits: [{ kind: 'downloads-ignore-computer-crash', types: ['Event', 'Interrupt', 'Incident'], icons: ['Ref'], whileYours: ['Q the Referee'] }],
});
