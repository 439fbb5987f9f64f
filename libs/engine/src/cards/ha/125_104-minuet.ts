// Minuet (ha, 125_104): personnel — once each turn, your Bynars card plays for free; once every turn, may stop up to two males present.
import { defineCard } from '../../behaviour/define';

export default defineCard('125_104', {
  title: 'Minuet',
  scenario: 'behaviour/personnel-a.spec.ts',
  grantsFreePlay: { titlePrefixes: ['Bynars '], oncePerTurn: true },
  abilities: [{ id: 'stop', limit: { kind: 'per-turn', times: 2 }, targets: { kind: 'personnel-present', filter: { characteristic: 'Male' }, state: 'unstopped' }, effects: [{ kind: 'stop-target' }] }],
});
