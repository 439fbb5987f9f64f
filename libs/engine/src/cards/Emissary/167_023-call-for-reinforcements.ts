// Call for Reinforcements (Emissary, 167_023): incident — on your table; once per game, in place of your normal card play, you may download a universal ship (it reports to a facility of yours as usual).
import { defineCard } from '../../behaviour/define';

export default defineCard('167_023', {
  title: 'Call for Reinforcements',
  scenario: 'behaviour/activations.spec.ts',
  play: { window: { kind: 'normal-play' } },
  abilities: [{ id: 'download-ship', limit: 'once-per-game', costs: ['normal-card-play'], targets: { kind: 'card-to-download', filter: { types: ['Ship'], universal: true } }, effects: [{ kind: 'download-target' }] }],
  manual: ['once per game, in place of your normal card play, fully repairing your ship while you have a matching facility (or a compatible Nor) in play'],
});
