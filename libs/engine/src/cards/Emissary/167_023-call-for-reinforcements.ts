// Call for Reinforcements (Emissary, 167_023): incident — on your table; once per game, in place of your normal card play, you may download a universal ship (it reports to a facility of yours as usual); once per game, in place of your normal card play, you may fully repair a damaged ship of yours while you have a facility of its affiliation (or a compatible Nor) in play.
import { defineCard } from '../../behaviour/define';

export default defineCard('167_023', {
  title: 'Call for Reinforcements',
  scenario: 'behaviour/turn-draw-limits.spec.ts',
  play: { window: { kind: 'normal-play' } },
  abilities: [
    { id: 'download-ship', limit: 'once-per-game', costs: ['normal-card-play'], targets: { kind: 'card-to-download', filter: { types: ['Ship'], universal: true } }, effects: [{ kind: 'download-target' }] },
    // 1E rulebook › DAMAGE AND REPAIRS: "fully repair" removes every damage marker (ShipRepaired).
    { id: 'repair-ship', limit: 'once-per-game', costs: ['normal-card-play'], targets: { kind: 'your-damaged-ship-with-matching-facility' }, effects: [{ kind: 'repair-target-ship', alsoNonAligned: false }] },
  ],
});
