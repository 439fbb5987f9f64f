// Weapons Locker (ds9, 112_077): event — played on an Ops, Security Office or Cargo Bay site, or on any ship, it lies there; while your personnel present there are unopposed, your hand weapons may report there (SpecialReport), for free when it lies on a site (behaviour/locker-reports.ts).
import { defineCard } from '../../behaviour/define';

export default defineCard('112_077', {
  title: 'Weapons Locker',
  scenario: 'behaviour/site-text.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'site', titles: ['Ops', 'Security Office', 'Cargo Bay'], orShips: true },
  duration: 'on-target-card',
  reportsWhereLying: { who: { types: ['Equipment'], characteristic: 'hand weapon' }, ifUnopposed: true, freeAtSite: true },
});
