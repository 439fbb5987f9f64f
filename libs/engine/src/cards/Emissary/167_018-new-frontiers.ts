// New Frontiers (Emissary, 167_018): event — you draw two cards; the two more for Deep Space Nine personnel away from their native quadrant are manual; then it is discarded.
import { defineCard } from '../../behaviour/define';

export default defineCard('167_018', {
  title: 'New Frontiers',
  scenario: 'behaviour/events-sets.spec.ts',
  play: { window: { kind: 'normal-play' } },
  triggers: [{ on: 'played', effects: [{ kind: 'draw', who: 'you', count: 2 }] }],
  duration: 'instant',
  manual: ['two more cards with four [DS9] personnel at a mission outside their native quadrant'],
});
