// Abandon Mission (fc, 109_026): event — lies on any ship with its matching commander or an [Ent-E] personnel aboard; its crew may not attempt missions or beam off; nullified when the ship is in a ship battle; immune to Kevin Uxbridge.
import { defineCard } from '../../behaviour/define';

export default defineCard('109_026', {
  title: 'Abandon Mission',
  scenario: 'behaviour/events-f.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'ship-with-commander-or-icon-aboard', icon: 'Ent-E' },
  duration: 'on-target-card',
  restricts: [{ kind: 'host-crew-stays' }],
  immuneTo: ['Kevin Uxbridge'],
});
