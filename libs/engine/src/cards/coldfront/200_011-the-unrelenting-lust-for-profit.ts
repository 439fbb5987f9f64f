// The Unrelenting Lust for Profit (coldfront, 200_011): event — seeds on a Trading Post facility and lies on it (Quark's Bar is a site, which the engine does not model). Downloading a Rules of Acquisition card and using them on your turn are manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('200_011', {
  title: 'The Unrelenting Lust for Profit',
  scenario: 'behaviour/seed-on-target.spec.ts',
  seedsOnTarget: { kind: 'card-in-play', filter: { types: ['Facility'], characteristic: 'Trading Post' } },
  manual: ["seeding on Quark's Bar (a site)", 'downloading 1st Rule of Acquisition or The Ferengi Rules of Acquisition', 'using them at any time on your turn'],
});
