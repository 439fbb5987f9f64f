// Automated Security System (ds9, 112_056): event — lies on an Ops site; at the end of every turn one personnel at that Ops, selected at random, is killed unless Cardassian (behaviour/site-cards.ts); while it lies there, the Ore Processing Unit of that Nor is sealed to walkers; any player with 3 ENGINEER present at that Ops may nullify it (behaviour/nullify-with-present.ts).
import { defineCard } from '../../behaviour/define';

export default defineCard('112_056', {
  title: 'Automated Security System',
  scenario: 'behaviour/sites.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'site', titles: ['Ops'] },
  duration: 'on-target-card',
  triggers: [{ on: 'turn-ends', whose: 'every', from: 'this-turn', effects: [{ kind: 'kill-random-here-unless', unlessSpecies: 'Cardassian' }] }],
  nullifiedWithPresent: '3 ENGINEER',
});
