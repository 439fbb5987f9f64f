// The Mask of Korgano (au, 103_048): event — placed on one of your personnel; while it lies there the personnel shows the [AU] icon if it did not, and loses it if it did.
import { defineCard } from '../../behaviour/define';

// 1E rulebook › THE CARDS › EVENTS (an event played on a card stays there); ICONS. Behaviour/icon-grants.ts (host-toggles-icons).
export default defineCard('103_048', {
  title: 'The Mask of Korgano',
  scenario: 'behaviour/qcau.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'personnel', whose: 'yours' },
  duration: 'on-target-card',
  iconGrant: { kind: 'host-toggles-icons', icons: ['AU'] },
});
