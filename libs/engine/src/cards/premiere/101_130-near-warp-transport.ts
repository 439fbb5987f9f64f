// Near-Warp Transport (premiere, 101_130): interrupt — up to six of your cards (personnel with equipment) beam from aboard your ship to a planet surface, ship or facility at a neighbouring spaceline location.
import { defineCard } from '../../behaviour/define';

export default defineCard('101_130', {
  title: 'Near-Warp Transport',
  scenario: 'behaviour/premiere-c.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'beam-party', reach: 'next-location', max: 6 },
  triggers: [{ on: 'played', effects: [{ kind: 'beam-party' }] }],
  duration: 'instant',
});
