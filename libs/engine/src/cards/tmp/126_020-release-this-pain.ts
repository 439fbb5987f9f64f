// Release This Pain (tmp, 126_020): incident played for free, once each turn, on a personnel present with your Sybok: while it lies there that personnel has no Treachery, shows [SKR], is compatible with your [SKR] cards and is under your control (its owner keeps it).
//   1E rulebook › MISCELLANEOUS RULES › CONTROL AND OWNERSHIP; "HERE" AND "PRESENT"; REPORTING FOR DUTY › COMPATIBLE (behaviour/hosted-control.ts).
import { defineCard } from '../../behaviour/define';

export default defineCard('126_020', {
  title: 'Release This Pain',
  scenario: 'behaviour/hosted-control.spec.ts',
  play: { window: { kind: 'normal-play' }, free: { kind: 'always' }, limit: { kind: 'once-per-turn' } },
  targets: { kind: 'personnel-present-with-title', titles: ['Sybok'], yours: true },
  duration: 'on-target-card',
  triggers: [{ on: 'played', effects: [{ kind: 'lie-on-target-under-your-control' }] }],
  hostChange: { losesSkills: ['Treachery'], mixesWithIcons: ['SKR'] },
  iconGrant: { kind: 'host-gains-icons', icons: ['SKR'] },
  // J'Onn's second play each turn and Galactic Army of Light's play where Sybok is not present are those cards' texts (not automated here).
});
