// Security Holding Cell (bog, 116_109): a site of the Promenade level on any Nor — seeded or played into its Nor's row (behaviour/sites.ts).
import { defineCard } from '../../behaviour/define';

export default defineCard('116_109', {
  title: 'Security Holding Cell',
  scenario: 'behaviour/sites.spec.ts',
  site: { level: 'Promenade', nors: 'any' },
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'nor' },
  duration: 'on-target-nor',
  seedsOnTarget: true,
  manual: [
    'its Brig',
    'once each turn, the station\'s controller downloading Brainwash, Interrogation or Torture to a captive held here',
  ],
});
