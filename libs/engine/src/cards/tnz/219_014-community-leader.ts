// Community Leader (tnz, 219_014): incident — your Quark gains Leadership; your Quark, Rom and [DS9] Ferengi bartenders, dabo girls and waiters mix with your cards whatever their affiliations, and all personnel mix at Quark's Bar. Once per game, at any time, it downloads Quark's Bar and/or one Holosuite onto a Nor where they may lie (behaviour/site-downloads.ts).
import { defineCard } from '../../behaviour/define';

export default defineCard('219_014', {
  title: 'Community Leader',
  scenario: 'behaviour/nor-sides.spec.ts',
  // Issue 15 (helper mixing): a scoped mix permit, one side the named staff, the other any card (behaviour/scoped-mixing.ts; 1E rulebook › REPORTING FOR DUTY › COMPATIBLE).
  permits: [
    {
      kind: 'mix',
      affiliations: ['*', '*'],
      who: [{ types: ['Personnel'], anyOf: [{ personas: ['Quark', 'Rom'] }, { property: 'DS9', affiliations: ['Ferengi'], keywords: ['Bartender', 'Dabo Girl', 'Waiter'] }] }, null],
    },
    // "All personnel may mix at Quark's Bar": any personnel with any card, at that site only (`atSites`).
    { kind: 'mix', affiliations: ['*', '*'], who: [{ types: ['Personnel'] }, null], atSites: ["Quark's Bar"] },
  ],
  modifiers: [{ kind: 'gain-skill', skill: 'Leadership', to: { titles: ['Quark'] }, where: 'in-play' }],
  // Issue 15 (helper terok): "once per game, at any time, you may download {Quark's Bar} and/or one {Holosuite}" (site-downloads.ts; 1E rulebook › DOWNLOADING).
  abilities: [
    {
      id: 'download-bar-holosuite',
      limit: 'once-per-game',
      window: 'any-time',
      targets: { kind: 'site-to-download', titles: ["Quark's Bar", 'Holosuite'], andOr: true },
      effects: [{ kind: 'download-site-target' }],
    },
  ],
});
