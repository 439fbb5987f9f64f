// John Watson (ha, 125_099): personnel — with Sherlock Holmes present, may discard your hand at the start of your turn.
import { defineCard } from '../../behaviour/define';

export default defineCard('125_099', {
  title: 'John Watson',
  scenario: 'behaviour/personnel-a.spec.ts',
  abilities: [
    {
      id: 'discard-hand',
      limit: 'once-per-turn',
      when: { kind: 'with', titles: ['Sherlock Holmes'] },
      requires: ['start-of-your-turn'],
      effects: [{ kind: 'discard-hand', who: 'you' }],
    },
  ],
});
