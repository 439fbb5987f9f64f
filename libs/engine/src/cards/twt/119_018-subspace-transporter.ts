// Subspace Transporter (twt, 119_018): event — lies on your ship; once each turn that ship may beam one of your Treachery personnel between any places at its location or an adjacent one (neither end need be the ship). Only Subspace Interference may nullify it.
// 1E rulebook › EXECUTING ORDERS › BEAM; THE CARDS › EVENTS. Behaviour/subspace-beaming.ts (`hostBeamsNearby`), behaviour/play.ts › immune (`nullifiedOnlyBy`).
import { defineCard } from '../../behaviour/define';

export default defineCard('119_018', {
  title: 'Subspace Transporter',
  scenario: 'behaviour/subspace-beaming.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'your-ship-matching' },
  duration: 'on-target-card',
  hostBeamsNearby: { who: { skill: 'Treachery' } },
  nullifiedOnlyBy: ['Subspace Interference'],
});
