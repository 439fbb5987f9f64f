// Gaps in Normal Space (premiere, 101_075): event — goes between two neighbouring missions on the spaceline as a location of its own, span 4; a ship that ends its flight there loses one personnel aboard, at random, killed.
import { defineCard } from '../../behaviour/define';

export default defineCard('101_075', {
  title: 'Gaps in Normal Space',
  scenario: 'behaviour/premiere-places.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'between-missions' },
  duration: 'on-target-mission',
  triggers: [
    { on: 'played', effects: [{ kind: 'insert-as-location', span: 4 }] },
    { on: 'ship-stops-here', effects: [{ kind: 'kill-random-aboard-target' }] },
  ],
});
