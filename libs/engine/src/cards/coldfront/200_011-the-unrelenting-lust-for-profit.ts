// The Unrelenting Lust for Profit (coldfront, 200_011): event — seeds on Quark's Bar (a site) or on a Trading Post facility and lies there. As it
// seeds its owner may download one 1st Rule of Acquisition (onto that facility, when it may play there) or one The Ferengi Rules of Acquisition
// (aboard that facility or site) — a pick from the deck, or none. "Use them at any time on your turn": both cards' abilities are used on their
// owner's turn between actions already (activations.ts, window `own-turn`), not only in the card-play stage, so nothing more is needed.
//   1E rulebook › THE SEED PHASES › Clarification: Seed Phase Actions; DOWNLOADING (behaviour/seed-downloads.ts › here, seed-on-target.ts).
import { defineCard } from '../../behaviour/define';

export default defineCard('200_011', {
  title: 'The Unrelenting Lust for Profit',
  scenario: 'behaviour/ferengi-profits.spec.ts',
  seedsOnTarget: {
    kind: 'card-in-play',
    filter: { anyOf: [{ types: ['Facility'], characteristic: 'Trading Post' }, { types: ['Site'], titles: ["Quark's Bar"] }] },
  },
  seedDownloads: { titles: [], oneOf: { titles: ['1st Rule of Acquisition', 'The Ferengi Rules of Acquisition'] }, here: true },
});
