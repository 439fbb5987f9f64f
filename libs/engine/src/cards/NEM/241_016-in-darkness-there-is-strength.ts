// In Darkness there is Strength (NEM, 241_016): incident — seeds or plays on its owner's table. The first Reman its owner plays from hand each turn, if it reports to their facility at Remus or to their Romulan outpost, opens that facility to one universal Reman reporting there for free that turn.
import { defineCard } from '../../behaviour/define';

// 1E rulebook › PLAYING "FOR FREE"; REPORTING FOR DUTY; "ONCE PER GAME" AND SIMILAR LIMITS (behaviour/free-report-there.ts).
// "From hand": a download is not counted (`notDownloaded`). "Played to {Remus}" is read as aboard your facility at Remus
// (a Reman played to the planet itself, where another card allows it, opens nothing).
export default defineCard('241_016', {
  title: 'In Darkness there is Strength',
  scenario: 'behaviour/nem-tng-reports.spec.ts',
  play: { window: { kind: 'normal-play' } },
  whenCardsPlayed: {
    filter: { types: ['Personnel'], characteristics: ['Reman'] },
    notDownloaded: true,
    oncePerTurn: true,
    targetPlayed: true,
    effects: [{ kind: 'open-free-report-there', missions: ['Remus'], outpostOf: ['Romulan'] }],
  },
  permits: [{ kind: 'free-report', who: { characteristics: ['Reman'] }, universal: true, to: { marked: true } }],
});
