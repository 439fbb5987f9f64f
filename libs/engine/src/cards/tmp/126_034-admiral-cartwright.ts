// Admiral Cartwright (tmp, 126_034): personnel — once per game, may nullify a [Fed] Treaty.
import { defineCard } from '../../behaviour/define';

export default defineCard('126_034', {
  title: 'Admiral Cartwright',
  scenario: 'behaviour/personnel-a.spec.ts',
  abilities: [
    {
      id: 'nullify-treaty',
      limit: 'once-per-game',
      targets: { kind: 'card-on-table', whose: 'any', types: ['Event'], titlePrefixes: ['Treaty: Federation/'], anywhere: true },
      effects: [{ kind: 'nullify-target' }],
    },
  ],
});
