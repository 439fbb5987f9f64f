// Alexander Rozhenko (Metamorphosis) (metamorpho, 202_051): personnel — aboard his owner's ship when it wins a ship battle, his owner draws a card.
import { defineCard } from '../../behaviour/define';

export default defineCard('202_051', {
  title: 'Alexander Rozhenko (Metamorphosis)',
  scenario: 'behaviour/personnel-b.spec.ts',
  whenShip: { on: 'wins-battle', effects: [{ kind: 'draw', who: 'you', count: 1 }] },
});
