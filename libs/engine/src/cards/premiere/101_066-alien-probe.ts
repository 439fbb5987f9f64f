// Alien Probe (premiere, 101_066): event — while it is in play both players' hands are face up for everyone.
import { defineCard } from '../../behaviour/define';

export default defineCard('101_066', {
  title: 'Alien Probe',
  scenario: 'behaviour/premiere-scans.spec.ts',
  play: { window: { kind: 'normal-play' } },
  restricts: [{ kind: 'hands-exposed' }],
});
